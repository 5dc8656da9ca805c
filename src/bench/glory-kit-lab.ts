/**
 * `npx tsx src/bench/glory-kit-lab.ts`: which kit the brawler should take when each player equips his own man
 * (Glory, figures 'equipped'). For each candidate kit of bots-kit.ts the brawler duels random bots (random kits,
 * random play) and other brawlers (with the kit of the d6 table by a die), seats alternating; prints the win rates.
 *
 *   --matches N   duels per candidate and foe (default 400)
 *   --seed S      seed prefix (default "kit-lab")
 *   --versus N    instead: the brawler against random over N seeded duels in each way of making figures
 */
import { parseArgs } from 'node:util';
import { nextInt } from '../core/rng.js';
import { type Bot, playMatch, randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/glory/bots.js';
import { KIT_CANDIDATES, pickKit } from '../games/glory/bots-kit.js';
import { glory } from '../games/glory/module.js';
import { EQUIPMENT_ROLL } from '../games/glory/tables.js';

const isEquip = (legal: { commands: unknown[] }): boolean =>
  (legal.commands[0] as { type?: string } | undefined)?.type === 'equip';

/** The brawler's play with a kit of his own choosing (the named candidates, in order). */
const withKit = (names: readonly string[]): Bot => ({
  ...brawlerBot,
  choose: (view, legal, rng) => (isEquip(legal) ? pickKit(legal, names) : brawlerBot.choose(view, legal, rng)),
});

/** A brawler whose kit is one of the d6 table's six kinds, by his own die. */
const tableBrawler: Bot = {
  ...brawlerBot,
  choose: (view, legal, rng) => {
    if (!isEquip(legal)) return brawlerBot.choose(view, legal, rng);
    const want = (EQUIPMENT_ROLL[nextInt(rng, 6)] as { kit: unknown }).kit;
    const found = (legal.commands as { kit: unknown }[]).find((c) => JSON.stringify(c.kit) === JSON.stringify(want));
    return found ?? legal.commands[0];
  },
};

function rate(me: Bot, foe: Bot, matches: number, seed: string, figures = 'equipped'): number {
  let wins = 0;
  for (let i = 0; i < matches; i++) {
    const bots = i % 2 === 0 ? { a: me, b: foe } : { a: foe, b: me };
    const r = playMatch(glory, { seed: `${seed}-${i}`, options: { figures }, bots });
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.outcome?.winners.includes(i % 2 === 0 ? 'a' : 'b')) wins += 1;
  }
  return wins / matches;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string', default: '400' },
      seed: { type: 'string', default: 'kit-lab' },
      versus: { type: 'string' },
    },
  });
  if (values.versus !== undefined) {
    const n = Number(values.versus);
    for (const figures of ['rolled', 'equipped'])
      console.log(
        `figures ${figures}: the brawler wins ${(100 * rate(brawlerBot, randomBot, n, values.seed, figures)).toFixed(1)}% of ${n} duels against random`,
      );
    return;
  }
  const n = Number(values.matches);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
  console.log(`${n} duels each, seats alternating, seed ${values.seed}`);
  console.log(`${'kit'.padEnd(18)} vs random  vs table-kit brawler`);
  for (const name of Object.keys(KIT_CANDIDATES)) {
    const names =
      name === 'everything' || name === 'openHelmet' || name === 'noLegs' || name === 'light'
        ? [name, 'everythingButNet']
        : [name];
    const me = withKit(names);
    console.log(
      `${name.padEnd(18)} ${pct(rate(me, randomBot, n, values.seed))}  ${pct(rate(me, tableBrawler, n, values.seed))}`,
    );
  }
}

main();
