/**
 * What the Glory screen shows, read from the view and `legal`: the arena's hexes, each man's state and kit in words,
 * the initiative order, and every offered announcement with the hex and facing where it leaves the man. Pure
 * functions; the SVG and the panels live in GloryScreen.tsx and ArenaBoard.tsx.
 */
import { COMPASS, type Direction, distance, type Hex, hexKey } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { kitInWords } from '../../games/glory/equip.js';
import type { GloryView } from '../../games/glory/module.js';
import type { Figure, GloryCommand } from '../../games/glory/types.js';
import type { NumberedEvent } from '../../server/wire.js';
import { listWords } from '../screen.js';

/** Every hex of the arena: those within `radius` of the centre, row by row. */
export function arenaHexes(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++)
    for (let r = -radius; r <= radius; r++) {
      const h = { q, r };
      if (distance(h, { q: 0, r: 0 }) <= radius) out.push(h);
    }
  return out;
}

export type Condition = 'fighting' | 'wounded' | 'down' | 'dying' | 'dead' | 'spared';

/** Where a man stands in the fight, for his marks and his line (4.1-4.4). */
export function conditionOf(g: Figure): Condition {
  if (g.out === 'dead') return 'dead';
  if (g.out === 'spared') return 'spared';
  if (g.out === 'dying') return 'dying';
  if (g.down) return 'down';
  return g.hits >= 2 ? 'wounded' : 'fighting';
}

export const CONDITION_WORDS: Readonly<Record<Condition, string>> = {
  fighting: 'fighting',
  wounded: 'fighting, movement halved',
  down: 'on the ground',
  dying: 'mortally wounded',
  dead: 'dead',
  spared: 'spared by the crowd, out of the fight',
};

/** A man's line in words: condition, damage left, kit; "dying in 2 turns" for a mortal wound. */
export function figureWords(g: Figure): string {
  const c = conditionOf(g);
  const cond =
    c === 'dying' ? `mortally wounded, dies in ${g.dyingIn} turn${g.dyingIn === 1 ? '' : 's'}` : CONDITION_WORDS[c];
  return `${cond}; ${Math.max(0, g.boxes - g.hits)} of ${g.boxes} damage left; ${kitInWords(g.kit)}`;
}

/** The initiative of this turn in words, groups acting at once joined by "and": "Aulus, then Brutus and Gaius". */
export function orderWords(v: Pick<GloryView, 'order' | 'figures'>, nameOf: (seat: string) => string): string {
  return v.order.map((group) => listWords(group.map(nameOf))).join(', then ');
}

/** The men of the group now moving whose announcement is not yet in. */
export const awaitedOf = (v: Pick<GloryView, 'order' | 'group' | 'announced'>): string[] =>
  (v.order[v.group] ?? []).filter((s) => !v.announced.includes(s));

/** An offered announcement as the screen lists it: where it leaves the man and what it says in words. */
export interface Choice {
  command: GloryCommand;
  /** Where the man ends his move. */
  at: Hex;
  facing: Direction;
  /** Hexes entered on the way. */
  entered: number;
  words: string;
}

interface End {
  at: Hex;
  facing: Direction;
  entered: number;
}

const isHex = (v: unknown): v is Hex =>
  !!v && typeof v === 'object' && typeof (v as Hex).q === 'number' && typeof (v as Hex).r === 'number';

/** The form's `ends` (module.ts legal): steps written as one word -> where that move ends. Read defensively. */
function endsOf(legal: Legal<unknown>): Map<string, End> {
  const raw = (legal.form as { ends?: unknown } | undefined)?.ends;
  const out = new Map<string, End>();
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    const e = v as Partial<End>;
    if (isHex(e.at) && typeof e.facing === 'number' && typeof e.entered === 'number')
      out.set(key, { at: e.at, facing: e.facing as Direction, entered: e.entered });
  }
  return out;
}

const hexes = (n: number): string => `${n} hex${n === 1 ? '' : 'es'}`;

/** An announcement in words, given where it ends; "Advance 3 hexes, ending facing NE, and pick up the weapon". */
export function commandWords(cmd: GloryCommand, end: End, me: Figure, nameOf: (seat: string) => string): string {
  if (cmd.type === 'stand') return me.down ? 'Get up' : 'Stand still';
  const moved = end.entered > 0 ? `advance ${hexes(end.entered)}, facing ${COMPASS[end.facing]}` : null;
  const turned = end.entered === 0 && end.facing !== me.facing ? `turn to face ${COMPASS[end.facing]}` : null;
  const way = moved ?? turned;
  if (cmd.type === 'advance') {
    const pick = cmd.steps[cmd.steps.length - 1] === 'P' ? ' and pick up the weapon there' : '';
    return `${capital(way ?? 'stay')}${pick}`;
  }
  const how =
    cmd.net === 'whip'
      ? 'whip'
      : cmd.net === 'ensnare'
        ? 'throw the net over'
        : me.kit.weapon
          ? 'attack'
          : 'attack bare-handed';
  const attack = `${how} ${nameOf(cmd.target)}`;
  return capital(way ? `${way}, and ${attack}` : attack);
}

/** A command already sent, in words, without where it ends: "advance (F F L) and attack Brutus". */
export function announcedWords(cmd: GloryCommand, nameOf: (seat: string) => string): string {
  if (cmd.type === 'stand') return 'stand still';
  const way = cmd.steps.length > 0 ? `advance (${cmd.steps.join(' ')})` : null;
  if (cmd.type === 'advance') return way ?? 'stay';
  const how = cmd.net === 'whip' ? 'whip' : cmd.net === 'ensnare' ? 'throw the net over' : 'attack';
  return way ? `${way} and ${how} ${nameOf(cmd.target)}` : `${how} ${nameOf(cmd.target)}`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Every offered command with its end and words; a command whose end the form does not give is left out. */
export function choicesOf(
  legal: Legal<unknown> | null,
  me: Figure | undefined,
  nameOf: (s: string) => string,
): Choice[] {
  if (!legal || !me) return [];
  const ends = endsOf(legal);
  const out: Choice[] = [];
  for (const raw of legal.commands) {
    const cmd = raw as GloryCommand;
    const steps = cmd.type === 'stand' ? [] : cmd.steps;
    // A pick-up is the walk to the weapon and the P: it ends where the walk does.
    const key = steps.filter((s) => s !== 'P').join('');
    const end = key === '' ? { at: me.at, facing: me.facing, entered: 0 } : ends.get(key);
    if (!end) continue;
    out.push({ command: cmd, ...end, words: commandWords(cmd, end, me, nameOf) });
  }
  return out;
}

/** The choices grouped by the hex they end in, for the board's reachable hexes. */
export function choicesByHex(choices: readonly Choice[]): Map<string, Choice[]> {
  const by = new Map<string, Choice[]>();
  for (const c of choices) by.set(hexKey(c.at), [...(by.get(hexKey(c.at)) ?? []), c]);
  return by;
}

/** Seat -> the man's name, and "of the Reds" in a team match; null when the view holds no figures. */
export function glorySeatWords(view: unknown): ((seat: string) => string) | null {
  const v = view as Partial<GloryView> | null;
  if (!v || typeof v !== 'object' || !v.figures || typeof v.figures !== 'object') return null;
  const figures = v.figures;
  const teams = (v.options?.teams ?? 0) > 0;
  return (seat) => {
    const g = Object.hasOwn(figures, seat) ? figures[seat] : undefined;
    if (!g) return `seat ${seat}`;
    return teams ? `${g.name} of ${teamName(g.side)}` : g.name;
  };
}

/** The engine's team names (module.ts TEAM_NAMES), without importing the module's rules into the client. */
const TEAMS = ['the Reds', 'the Blues', 'the Greens', 'the Golds'] as const;
export const teamName = (side: number): string => TEAMS[side] ?? `team ${side + 1}`;

/**
 * The log's events with the turn each belongs to, for the log's grouping by turn (events.ts groupEvents). Glory's
 * events carry no turn in their data; each turn opens with its initiative event ("Turn 3: ..."), so every event
 * from one to the next belongs to that turn. Setup rolls turn 1's initiative without an event, so a log read from its
 * first event starts in turn 1.
 */
export function withTurns(events: readonly NumberedEvent[]): NumberedEvent[] {
  let turn: number | null = events[0]?.n === 1 ? 1 : null;
  return events.map((e) => {
    const raw = (e.event && typeof e.event === 'object' ? e.event : {}) as {
      type?: unknown;
      text?: unknown;
      data?: unknown;
    };
    const opened = raw.type === 'initiative' && typeof raw.text === 'string' ? /^Turn (\d+):/.exec(raw.text) : null;
    if (opened) turn = Number(opened[1]);
    const data = raw.data && typeof raw.data === 'object' ? (raw.data as Record<string, unknown>) : {};
    if (turn === null || typeof data.turn === 'number') return e;
    return { n: e.n, event: { ...raw, data: { ...data, turn } } };
  });
}
