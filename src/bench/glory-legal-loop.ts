/**
 * The whole Glory loop, an old tree against this one in one process (issue 14): `OLD=/path/to/old/tree tsx
 * src/bench/glory-legal-loop.ts [matches] [rounds]`. Each tree plays the same seeded eight-man brawler matches with
 * its own runner, module and bots, in chunks of 10 matches, the two in turns first and second (A B B A ...), each
 * chunk timed by CPU time (process.cpuUsage); the medians over the rounds are printed in microseconds a command and
 * matches a second. The trees' commands are compared first: they must play the same matches.
 */

type Play = (
  mod: unknown,
  play: { options: Record<string, unknown>; seed: string; bots: Record<string, unknown> },
) => { ok: boolean; value: { steps: number; commands: unknown[]; events: unknown[] } };

interface Tree {
  play: Play;
  glory: unknown;
  bots: Record<string, unknown>;
}

async function load(root: string): Promise<Tree> {
  const runner = (await import(`${root}/src/core/runner.ts`)) as { playMatch: Play };
  const module = (await import(`${root}/src/games/glory/module.ts`)) as { glory: unknown };
  const bots = (await import(`${root}/src/games/glory/bots.ts`)) as { brawlerBot: unknown };
  const seats = Object.fromEntries([...'abcdefgh'].map((s) => [s, bots.brawlerBot]));
  return { play: runner.playMatch, glory: module.glory, bots: seats };
}

async function main(): Promise<void> {
  const oldRoot = process.env.OLD;
  if (!oldRoot) throw new Error('set OLD to the old tree (a checkout with its node_modules)');
  const here = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
  const old = await load(oldRoot);
  const now = await load(here);
  const matches = Number(process.argv[2] ?? 200);
  const rounds = Number(process.argv[3] ?? 7);
  const options = { gladiators: 8 };
  const one = (t: Tree, i: number) => {
    const r = t.play(t.glory, { options, seed: `loop-${i}`, bots: t.bots });
    if (!r.ok) throw new Error(`match loop-${i} failed`);
    return r.value;
  };
  let steps = 0;
  for (let i = 0; i < matches; i++) {
    const a = one(old, i);
    const b = one(now, i);
    if (JSON.stringify([a.commands, a.events]) !== JSON.stringify([b.commands, b.events]))
      throw new Error(`the trees play match loop-${i} differently`);
    steps += b.steps;
  }
  const chunk = (t: Tree, from: number, to: number): number => {
    const c = process.cpuUsage();
    for (let i = from; i < to; i++) one(t, i);
    const u = process.cpuUsage(c);
    return u.user + u.system;
  };
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let ta = 0;
    let tb = 0;
    for (let from = 0, k = 0; from < matches; from += 10, k++) {
      const to = Math.min(matches, from + 10);
      if (k % 2 === 0) {
        ta += chunk(old, from, to);
        tb += chunk(now, from, to);
      } else {
        tb += chunk(now, from, to);
        ta += chunk(old, from, to);
      }
    }
    a.push(ta / steps);
    b.push(tb / steps);
  }
  const median = (x: number[]) => x.slice().sort((p, q) => p - q)[Math.floor(x.length / 2)] as number;
  const perCommand = steps / matches;
  console.log(
    JSON.stringify({
      matches,
      commandsPerMatch: Number(perCommand.toFixed(1)),
      usPerCommand: { old: Number(median(a).toFixed(3)), new: Number(median(b).toFixed(3)) },
      matchesPerSecond: {
        old: Number((1e6 / (median(a) * perCommand)).toFixed(1)),
        new: Number((1e6 / (median(b) * perCommand)).toFixed(1)),
      },
      old: a.map((x) => Number(x.toFixed(2))),
      new: b.map((x) => Number(x.toFixed(2))),
    }),
  );
}

await main();
