import { describe, expect, it } from 'vitest';
import { checkOrder, parseOrder } from '../../games/gladiator/orders.js';
import { bufferIo } from '../log.js';
import {
  BILLINGS_SPECIALS_HELP,
  defaultPlot,
  type PlayGladiatorArgs,
  parseAllocation,
  parsePlot,
  runPlayGladiator,
  suggestAllocation,
} from './play-gladiator.js';

type Kind = 'plot' | 'order' | 'alloc';
const kindOf = (prompt: string): Kind => {
  if (prompt.startsWith('plot')) return 'plot';
  if (prompt.startsWith('order')) return 'order';
  if (prompt.startsWith('alloc')) return 'alloc';
  throw new Error(`unexpected prompt ${JSON.stringify(prompt)}`);
};

/** Orders a simple player tries in turn while the engine keeps refusing (prone, owed stumble...). */
const FALLBACK = ['X', 'KN', 'S', '-'];

/**
 * Plays a match with a scripted person. Lines queued for a kind of question are answered first; after that
 * the person plays simply: the default plot, F and X in turn, and an allocation split between attack and
 * defence (or the suggestion, if the split is refused). `stopAfter` ends the input after that many questions.
 */
async function play(
  queued: Partial<Record<Kind, (string | null)[]>> = {},
  args: Partial<PlayGladiatorArgs> = {},
  stopAfter = 3000,
) {
  const io = bufferIo();
  const prompts: string[] = [];
  const queues: Record<Kind, (string | null)[]> = {
    plot: [...(queued.plot ?? [])],
    order: [...(queued.order ?? [])],
    alloc: [...(queued.alloc ?? [])],
  };
  let orders = 0;
  let fallback = 0;
  const code = await runPlayGladiator({ seat: 'a', bot: 'brawler', seed: 'pg-1', ...args }, io, async (prompt) => {
    prompts.push(prompt);
    if (prompts.length > stopAfter) return null;
    const kind = kindOf(prompt);
    const queue = queues[kind];
    if (queue.length > 0) return queue.shift() as string | null;
    const refused = (io.stdout.at(-1) ?? '').startsWith('Refused');
    switch (kind) {
      case 'plot':
        return '';
      case 'order':
        if (refused) return FALLBACK[fallback++ % FALLBACK.length] as string;
        fallback = 0;
        return orders++ % 2 === 0 ? 'F' : 'X';
      case 'alloc': {
        if (refused) return '';
        const m = /alloc \[(\d+) CF, max (\d+) an area\]> $/.exec(prompt);
        if (!m) throw new Error(`no limits in ${prompt}`);
        const [available, limit] = [Number(m[1]), Number(m[2])];
        const attack = Math.min(limit, Math.floor(available / 2));
        const defence = available - attack;
        return [attack > 0 ? `a2:${attack}` : '', defence > 0 ? `d2:${defence}` : ''].join(' ').trim() || '-';
      }
    }
  });
  return { code, prompts, ...io, text: io.stdout.join('\n') };
}

/** The kind of each question asked, in order. */
const kinds = (prompts: string[]) => prompts.map(kindOf);

describe('ludus play (GLADIATOR)', () => {
  it('plays a whole match against the brawler to its end and prints the outcome', async () => {
    const r = await play();
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual([]);
    expect(r.stdout.at(-2)).toMatch(/^Result: (a won|b won|draw) \(/);
    expect(r.stdout.at(-1)).toMatch(/^You (win|lose)\.$|^No one wins\.$/);
    const asked = new Set(kinds(r.prompts));
    expect(asked).toEqual(new Set(['plot', 'order', 'alloc']));
    // Every question came with the log sheet and the board (a refused answer is asked again without them).
    const intros = r.stdout.filter((l) => l.startsWith('=== '));
    expect(intros.length).toBeGreaterThan(5);
    expect(r.stdout.filter((l) => l.startsWith('GLADIATOR LOG SHEET  (seat a)'))).toHaveLength(intros.length);
    expect(r.stdout.filter((l) => l.startsWith('A ') && l.includes('(you)'))).toHaveLength(intros.length);
    expect(r.stdout.filter((l) => l.startsWith('  A, B gladiators;'))).toHaveLength(intros.length);
    // The combat log explains each roll under its event, and the orders of both men are revealed.
    expect(r.text).toMatch(/§8\.5 .* strikes at /);
    expect(r.stdout.some((l) => /^ {6}.+ \(§8\.5\): \[\d,\d,\d\].* = \d+ · CRT column/.test(l))).toBe(true);
    expect(r.text).toMatch(/§4\.32 Turn 1, phase 1: \w+ F; \w+ /);
    // Nothing meant only for the bot's seat, and none of the "has submitted" chatter.
    expect(r.text).not.toContain('[seen by b]');
    expect(r.text).not.toContain('has submitted');
  });

  it('replays the same match from the same seed and answers', async () => {
    const one = await play();
    const two = await play();
    expect(two.stdout).toEqual(one.stdout);
  });

  it('refuses an order the table forbids with §6.4 and asks again', async () => {
    const r = await play({ order: ['C(Q)', 'F'] }, {}, 3);
    expect(kinds(r.prompts).slice(0, 3)).toEqual(['plot', 'order', 'order']);
    const i = r.stdout.indexOf('Refused: §6.4 (Q) cannot go with C (the table of special actions allows: None)');
    expect(i).toBeGreaterThan(0);
    // Asked again in the same phase, and the second answer is the one played.
    expect(r.stdout.filter((l) => l.startsWith('=== Turn 1, phase 1 of 8'))).toHaveLength(1);
    expect(r.stdout.findIndex((l) => /§4\.32 Turn 1, phase 1: \w+ F;/.test(l))).toBeGreaterThan(i);
    expect(r.text).not.toMatch(/Turn 1, phase 1: \w+ C/);
  });

  it('refuses other bad orders with the rule that forbids them', async () => {
    const r = await play({ order: ['ZZ', '(K9)F', 'S', '(Q)C', 'RO-FL', 'F'] }, {}, 7);
    expect(r.stdout).toContain('Refused: §6.3 ZZ is not a standard action');
    expect(r.stdout).toContain(
      'Refused: §12.7 (K9): a kick must name the hexside it goes through, a number from 1 to 6',
    );
    expect(r.stdout).toContain('Refused: §14.1 S is written only when a stumble result calls for it');
    expect(r.stdout.some((l) => l.startsWith('Refused: §6.4 (Q) cannot go with C'))).toBe(true);
    expect(r.stdout.some((l) => l.startsWith('Refused: §6.3 RO is only for a prone gladiator'))).toBe(true);
    expect(kinds(r.prompts).slice(1, 7)).toEqual(Array(6).fill('order'));
  });

  it('explains a malformed allocation, names what was wrong, and asks again', async () => {
    const r = await play({ order: ['X'], alloc: ['a9:3', 'a2', 'a2:x', 'x2:3', 'd1:1 d1:2', 'a2:99'] });
    expect(r.stdout).toContain("Not understood: 'a9:3': body areas are 1 (head) to 5 (legs), not 9");
    expect(r.stdout).toContain("Not understood: 'a2': the CF is missing; write a2:CF, e.g. a2:3");
    expect(r.stdout).toContain("Not understood: 'a2:x': the CF after ':' must be a whole number, not 'x'");
    expect(r.stdout).toContain(
      "Not understood: 'x2:3': write aN:CF to attack body area N, dN:CF to defend it (e.g. a2:3 d1:2)",
    );
    expect(r.stdout).toContain("Not understood: 'd1:2': the defence of area 1 is already written once");
    expect(r.stdout.some((l) => /^Refused: §8\.31 at most half the \d+ CF available \(\d+\) may attack/.test(l))).toBe(
      true,
    );
    const first = kinds(r.prompts).indexOf('alloc');
    expect(kinds(r.prompts).slice(first, first + 7)).toEqual(Array(7).fill('alloc'));
    expect(r.stdout.at(-2)).toMatch(/^Result: /);
  });

  it('refuses a plot over the allowance with §16.4, and takes the default on Enter', async () => {
    const r = await play({ plot: ['1 2 3 4 5 6 7 8', 'x y', '1 1', ''] }, {}, 5);
    expect(r.stdout.some((l) => /^Refused: §16\.4 8 moving phases: the allowance is \d/.test(l))).toBe(true);
    expect(r.stdout).toContain("Not understood: 'x': a plot lists phase numbers from 1 to 8");
    expect(r.stdout).toContain('Refused: §6.1 phase 1 is listed twice in the turn plot');
    expect(kinds(r.prompts).slice(0, 5)).toEqual(['plot', 'plot', 'plot', 'plot', 'order']);
    expect(r.stdout.some((l) => /you move this phase \(moving phases 1 2 4 5 7\)/.test(l))).toBe(true);
  });

  it('prints the actions and the combination table on ?, and the allocation rules', async () => {
    const r = await play({ order: ['?', ''], alloc: ['?'] });
    expect(r.text).toContain('Specials allowed with each standard action:');
    expect(r.text).toMatch(/C: None\s+X: No \(Q\)/);
    expect(r.text).toContain('RO: Only (Q)');
    expect(r.text).toMatch(/Some orders you may write now: F .*\(L\)F/);
    expect(r.stdout).toContain("Write an order such as F or X, '-' to stand still, or ? for the list of actions.");
    expect(r.text).toContain('  aN:CF  attack your opponent');
    expect(r.stdout.at(-2)).toMatch(/^Result: /);
  });

  it('Billings §6.3, §6.4: with the new moves on, ? lists the new specials in words and the revised table', async () => {
    const billings = await play({ order: ['?', 'q'] }, { options: '{"billings":{"moves":true}}' }, 2);
    expect(billings.stdout).toContain('Special actions of the Billings moves (on in this match):');
    for (const line of BILLINGS_SPECIALS_HELP) expect(billings.stdout).toContain(line);
    expect(billings.text).toContain(
      'Specials allowed with each standard action (the revised table of the Billings moves, 6.4):',
    );
    expect(billings.stdout).toContain('  F: No (QB) or (QF)');
    expect(billings.stdout).toContain('  R: Only (L) or (R) or (AL) or (AR)');
    expect(billings.stdout).toContain('  X: No (Q) or (QF) or (QB) or (QR) or (QL)');
    // Every example printed is an order the Billings table accepts.
    const examples = (billings.stdout.find((l) => l.startsWith('Examples: ')) ?? '')
      .replace(/^Examples: /, '')
      .replace(/\. Write .*$/, '')
      .split(/\s+/);
    expect(examples).toContain('SFR(QF)');
    const ctx = {
      advanced: false,
      posture: 'standing',
      mustStumble: false,
      mustRise: false,
      movingPhase: true,
      unconscious: false,
      billingsMoves: true,
    } as const;
    for (const text of examples) {
      const o = parseOrder(text);
      expect(o.ok && checkOrder(o.value, ctx).ok, text).toBe(true);
    }
    // The preset turns the moves on too; the original game keeps its own table and says nothing of them.
    const preset = await play({ order: ['?', 'q'] }, { options: '{"billings":{"preset":true}}' }, 2);
    expect(preset.stdout).toContain(BILLINGS_SPECIALS_HELP[1]);
    const plain = await play({ order: ['?', 'q'] }, {}, 2);
    expect(plain.text).not.toContain('(QF)');
    expect(plain.text).not.toContain('Billings');
    expect(plain.text).toMatch(/C: None\s+X: No \(Q\)/);
  });

  it('Billings §8.32, §12.5: the allocation question lists the cards he may play; card:NAME plays one', async () => {
    const r = await play(
      { order: ['X', 'X', 'X'], alloc: ['?', 'card:shove', 'card:duck card:block'] },
      { options: '{"billings":{"preset":true}}' },
    );
    expect(r.stdout.some((l) => /^Defensive cards you may play now, for 2 CF \(Billings 8\.32\): card:/.test(l))).toBe(
      true,
    );
    expect(r.text).toContain('  card:NAME  play a defensive card for 2 CF, one a phase (Billings 8.32)');
    expect(r.text).toContain(
      'gets its fixed result: card:duck (head), card:block (chest), card:backstep (groin), card:parry (arms), card:leap (legs)',
    );
    expect(r.text).toContain('and a die picks the area it strikes: the A you write is not used');
    expect(r.stdout).toContain(
      "Not understood: 'card:shove': the defensive cards are card:duck, card:block, card:backstep, card:parry, card:leap",
    );
    // The engine refuses a second card with its rule, and the question is asked again.
    expect(r.stdout).toContain(
      'Refused: Billings §8.32 only one defensive card may be played in a combat phase; 2 were written',
    );
    expect(r.stdout.at(-2)).toMatch(/^Result: /);
    // The original game says nothing of cards.
    const plain = await play({ order: ['X', 'X', 'X'], alloc: ['?'] });
    expect(plain.text).not.toContain('card:');
    expect(plain.text).not.toContain('Billings');
  });

  it('leaves on q, and ends cleanly when the input ends', async () => {
    const quit = await play({ plot: ['q'] });
    expect(quit.code).toBe(0);
    expect(quit.stdout.at(-1)).toBe('You left the match. (Seed pg-1.)');
    const eof = await play({ plot: [''], order: [null] });
    expect(eof.code).toBe(0);
    expect(eof.stdout.at(-1)).toBe('Input ended: you left the match. (Seed pg-1.)');
  });

  it('lets the person take seat b against any bot and other gladiator types', async () => {
    const r = await play({}, { seat: 'b', bot: 'random', a: 'heavy', b: 'light', seed: 'pg-2' });
    expect(r.code).toBe(0);
    expect(r.stdout[1]).toMatch(/^You are \w+ \(B, light\) against \w+ \(A, heavy\), played by the random bot\./);
    expect(r.stdout.filter((l) => l.startsWith('GLADIATOR LOG SHEET  (seat b)')).length).toBeGreaterThan(0);
    expect(r.text).not.toContain('[seen by a]');
    expect(r.stdout.at(-2)).toMatch(/^Result: /);
  });

  it('plays the Advanced Game with --advanced: the crowd totals on the board, the Moment of Truth in the log', async () => {
    const r = await play({}, { advanced: true, seed: 'adv-5' });
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual([]);
    expect(r.stdout[2]).toMatch(/^With the Advanced Game \(17-20\): .* faces the crowd/);
    // The crowd's totals grow on each man's status line as CF is written to attack and defence (19.2).
    const totals = (mark: string) =>
      r.stdout
        .filter((l) => l.startsWith(`${mark} `))
        .map((l) => /· match CF (\d+) attack, (\d+) defence$/.exec(l)?.slice(1).map(Number));
    for (const mark of ['A', 'B']) {
      const seen = totals(mark);
      expect(seen.length).toBeGreaterThan(5);
      expect(seen[0]).toEqual([0, 0]);
      expect(seen.at(-1)![0]! + seen.at(-1)![1]!).toBeGreaterThan(20);
    }
    expect(r.text).toMatch(/§19\.1 \w+ is at his opponent's mercy .*: the Moment of Truth\./);
    expect(r.text).toMatch(/§19\.21 The crowd .*\(attack \d+ CF less defence \d+ CF = -?\d+\)/);
    expect(r.stdout.at(-2)).toMatch(/^Result: a won \(Down, §19\.22\): The crowd turns its thumbs down/);
    // The same option written as JSON plays the same match; the Basic Game from that seed has no crowd.
    expect((await play({}, { options: '{"advanced":true}', seed: 'adv-5' })).stdout).toEqual(r.stdout);
    const basic = await play({}, { seed: 'adv-5' });
    expect(basic.text).not.toContain('§19.');
    expect(basic.text).not.toContain('With the Advanced Game');
  });

  it('takes any seat of a team match, marks the sides, names targets, and plays to the end (20)', async () => {
    const options = JSON.stringify({ advanced: true, sides: [['medium', 'medium'], ['heavy']] });
    const r = await play({}, { seat: 'c', options, seed: 'pg-team-0' });
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual([]);
    expect(r.stdout[1]).toMatch(
      /^You are \w+ \(C, heavy\) on Side 2, against \w+ \(A, medium\), \w+ \(B, medium\); every other man is played by the brawler bot\./,
    );
    expect(r.stdout.filter((l) => l.startsWith('GLADIATOR LOG SHEET  (seat c)')).length).toBeGreaterThan(0);
    expect(r.stdout.some((l) => l.startsWith('Side 2, your side: '))).toBe(true);
    expect(r.stdout.some((l) => /\/1A. .\\/.test(l))).toBe(true);
    // Both men of side 1 stood in his front at once: he was offered both and named one with each attack.
    expect(r.text).toContain('name him after each attack with @ and his seat letter (20.2):');
    expect(r.stdout.some((l) => /^ {2}@a \w+ \(A, medium\), CF \d+, positional \+\d; armour by area: /.test(l))).toBe(
      true,
    );
    expect(r.stdout.at(-2)).toMatch(/^Result: /);
    expect(r.stdout.at(-1)).toMatch(/^You (win|lose)\.$|^No one wins\.$/);
    const bad = await play({}, { seat: 'd', options, seed: 'pg-team' });
    expect(bad.stderr).toEqual(['ludus play: --seat is a seat of the match, not "d" (seats: a, b, c)']);
  });

  it('refuses a bad seat, an unknown bot, a lone gladiator type and a bad option', async () => {
    const seat = await play({}, { seat: 'c' });
    expect(seat.code).toBe(2);
    expect(seat.stderr).toEqual(['ludus play: --seat is a or b, not "c" (seats: a, b)']);
    const bot = await play({}, { bot: 'nobody' });
    expect(bot.stderr).toEqual(['ludus play: unknown bot "nobody" for gladiator (known: random, brawler)']);
    const types = await play({}, { a: 'heavy' });
    expect(types.stderr).toEqual(['ludus play: --a and --b go together: give both types or neither']);
    const bad = await play({}, { a: 'huge', b: 'light' });
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^ludus play: gladiator option types\.0: /);
    const option = await play({}, { options: '{"turnLimit":0}' });
    expect(option.code).toBe(2);
    expect(option.stderr[0]).toMatch(/^ludus play: gladiator option turnLimit: /);
    const json = await play({}, { options: 'advanced' });
    expect(json.stderr[0]).toMatch(/^ludus play: --options is not JSON \(/);
  });
});

describe('answer notation', () => {
  it('spreads the default plot evenly over the turn', () => {
    expect(defaultPlot(5)).toEqual([1, 2, 4, 5, 7]);
    expect(defaultPlot(4)).toEqual([1, 3, 5, 7]);
    expect(defaultPlot(8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(defaultPlot(0)).toEqual([]);
  });

  it('reads plots with spaces, commas or none', () => {
    expect(parsePlot('1 2 4', 5)).toEqual({ moving: [1, 2, 4] });
    expect(parsePlot('1,2, 4', 5)).toEqual({ moving: [1, 2, 4] });
    expect(parsePlot('124', 5)).toEqual({ moving: [1, 2, 4] });
    expect(parsePlot('-', 5)).toEqual({ moving: [] });
    expect(parsePlot('', 3)).toEqual({ moving: [1, 3, 6] });
    expect(parsePlot('1 two', 3)).toEqual({ problem: "'two': a plot lists phase numbers from 1 to 8" });
  });

  it('reads allocations in the order written, with defence and a throw', () => {
    expect(parseAllocation('a2:4 a3:2 d1:1 d2:3')).toEqual({
      allocation: {
        attacks: [
          { area: 2, cf: 4 },
          { area: 3, cf: 2 },
        ],
        defence: [1, 3, 0, 0, 0],
      },
    });
    expect(parseAllocation('A5=1, D5:2 tw:1:2:0')).toEqual({
      allocation: {
        attacks: [{ area: 5, cf: 1 }],
        defence: [0, 0, 0, 0, 2],
        discard: { item: 'weapon', side: 1, area: 2, afterSubPhase: 0 },
      },
    });
    expect(parseAllocation('-')).toEqual({ allocation: { attacks: [], defence: [0, 0, 0, 0, 0] } });
    expect(parseAllocation('ts:7:1:0')).toEqual({ problem: "'ts:7:1:0': the side thrown through is 1 to 6, not 7" });
    expect(parseAllocation('d:3')).toEqual({ problem: "'d:3': the body area number (1 to 5) is missing after 'd'" });
  });

  it('reads a Billings defensive card (8.32) by its name, in any case, beside the rest', () => {
    expect(parseAllocation('a2:3 card:Duck d1:2')).toEqual({
      allocation: { attacks: [{ area: 2, cf: 3 }], defence: [2, 0, 0, 0, 0], cards: ['duck'] },
    });
    expect(parseAllocation('CARD:back-step')).toEqual({
      allocation: { attacks: [], defence: [0, 0, 0, 0, 0], cards: ['backStep'] },
    });
    // Two are read; the engine refuses the second (Billings 8.32).
    expect(parseAllocation('card:parry card:leap')).toEqual({
      allocation: { attacks: [], defence: [0, 0, 0, 0, 0], cards: ['parry', 'leap'] },
    });
    expect(parseAllocation('card:')).toEqual({
      problem: "'card:': the defensive cards are card:duck, card:block, card:backstep, card:parry, card:leap",
    });
  });

  it('reads the target an attack names after @ (team combat, 20.2)', () => {
    expect(parseAllocation('a2:3@C a5:1@d d1:2')).toEqual({
      allocation: {
        attacks: [
          { area: 2, cf: 3, target: 'c' },
          { area: 5, cf: 1, target: 'd' },
        ],
        defence: [2, 0, 0, 0, 0],
      },
    });
    expect(parseAllocation('a2:3@')).toEqual({
      problem: "'a2:3@': after '@' comes the seat letter of the man attacked, e.g. a2:3@c",
    });
    const enemy = { seat: 'c', armour: [null, null, null, null, null], helmetLost: false } as never;
    const form = { available: 4, halfLimit: 2, attackOnly: false, targets: [{ target: 'c' }, { target: 'd' }] };
    expect(suggestAllocation(form, enemy)).toBe('a1:2@c d1:1 d2:1');
  });

  it('suggests half on the least armoured area and the rest on defence', () => {
    const enemy = {
      armour: [{ quality: 'A', coverage: null }, null, { quality: 'C', coverage: null }, null, null],
      helmetLost: false,
    } as never;
    const form = { available: 9, halfLimit: 4, attackOnly: false, targets: [{ target: 'b' }] };
    expect(suggestAllocation(form, enemy)).toBe('a2:4 d1:1 d2:1 d3:1 d4:1 d5:1');
    expect(suggestAllocation({ ...form, attackOnly: true, available: 3, halfLimit: 1 }, enemy)).toBe('a2:1 a4:1');
    expect(suggestAllocation({ ...form, targets: [] }, enemy)).toBe('d1:2 d2:2 d3:2 d4:1 d5:2');
  });
});
