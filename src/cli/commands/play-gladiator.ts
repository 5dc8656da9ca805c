/**
 * `ludus play` for GLADIATOR: a person against a bot in the terminal. At each of the person's decisions the loop
 * shows the log sheet, the board and what happened since the last question, then asks in the rulebook's own
 * notation: the moving phases of the turn, a phase order such as (L)(Q)B, or a CF allocation such as a2:4 d1:3.
 * A refused answer is explained (rule and reason) and asked again; the bot plays every other seat through the
 * same module, each seeing only its own view. In team combat (20) the person takes any seat, the board marks each
 * man's side, and an attack names its target when the front offers more than one man (a2:4@c).
 */
import { distance, spokeOf } from '../../core/hex.js';
import { type GameEvent, visibleTo } from '../../core/protocol.js';
import type { RuleViolation } from '../../core/result.js';
import { type RngState, seedRng } from '../../core/rng.js';
import { pendingInSeatOrder } from '../../core/runner.js';
import { cardById, cardsOn } from '../../games/gladiator/billings/cards.js';
import { billingsOn } from '../../games/gladiator/billings/options.js';
import { DEFENSIVE_CARDS, type DefensiveCardId } from '../../games/gladiator/billings/tables.js';
import { renderLogSheet } from '../../games/gladiator/logsheet.js';
import { type GladiatorView, gladiator } from '../../games/gladiator/module.js';
import { ALLOWED_SPECIALS, BILLINGS_ALLOWED_SPECIALS, STANDARD_ACTIONS } from '../../games/gladiator/orders.js';
import { areFoes, friends, inFight, sideName, sideOf } from '../../games/gladiator/teams.js';
import { armourLine, FACING_NAMES, renderBoard, seatMark } from '../../games/gladiator/textboard.js';
import {
  type Allocation,
  AREA_NAMES,
  AREAS,
  type Armour,
  type Gladiator,
  type GladiatorCommand,
  type GladiatorState,
  type ItemKind,
  type Side,
} from '../../games/gladiator/types.js';
import { EXIT_OK, EXIT_USAGE, formatLog, formatOutcome, type Io } from '../log.js';
import type { Ask } from './play.js';
import { botsOf, cliOptions, type OptionFlags, prepare } from './sim.js';

export interface PlayGladiatorArgs extends OptionFlags {
  /** The seat the person plays: a or b in a duel, any seat of a team match. */
  seat: string;
  /** The bot at every other seat: a GLADIATOR bot by name, or random. */
  bot: string;
  seed: string;
  /** ANSI colour on the board. */
  color?: boolean;
}

const PHASES = 8;
/** Events that only say a seat has handed something in: noise to a person at the terminal. */
const QUIET = new Set(['submitted', 'waiting']);

type Answer =
  | { command: GladiatorCommand }
  | { problem: string }
  | { show: 'help' | 'sheet' | 'board' | 'hint' }
  | { quit: true };

/** The phases an allowance spreads evenly over the turn, e.g. 5 -> 1 2 4 5 7. */
export function defaultPlot(allowance: number): number[] {
  const k = Math.max(0, Math.min(PHASES, allowance));
  return [...new Set(Array.from({ length: k }, (_, i) => 1 + Math.floor((i * PHASES) / k)))];
}

/** Reads a turn plot: `1 2 4 5 7`, `1,2,4`, `12457`, `-` for none; empty means the default spread. */
export function parsePlot(text: string, allowance: number): { moving: number[] } | { problem: string } {
  const t = text.trim();
  if (t === '') return { moving: defaultPlot(allowance) };
  if (t === '-' || t.toLowerCase() === 'none') return { moving: [] };
  let tokens = t.split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 1 && /^[1-8]{2,}$/.test(t)) tokens = [...t];
  const moving: number[] = [];
  for (const tok of tokens) {
    if (!/^\d+$/.test(tok)) return { problem: `'${tok}': a plot lists phase numbers from 1 to ${PHASES}` };
    moving.push(Number(tok));
  }
  return { moving };
}

/**
 * Reads an allocation line: `aN:CF` attacks body area N (in the order written), `aN:CF@s` attacks seat s's area N
 * (team combat, 20.2), `dN:CF` defends area N,
 * `tw:S:A:P` / `ts:S:A:P` throws the weapon / shield through side S at area A after sub-phase P, `card:NAME`
 * plays a Billings defensive card (8.32), `-` is nothing.
 * Only the notation is checked here; the limits of 8.3 are the engine's to enforce.
 */
export function parseAllocation(text: string): { allocation: Allocation } | { problem: string } {
  const allocation: Allocation = { attacks: [], defence: [0, 0, 0, 0, 0] };
  const t = text.trim();
  if (t === '-' || t.toLowerCase() === 'none') return { allocation };
  const defended = new Set<number>();
  for (const tok of t.split(/[\s,]+/).filter(Boolean)) {
    const card = /^card:(.*)$/i.exec(tok);
    if (card) {
      const id = CARD_WORDS.get((card[1] as string).toLowerCase().replace(/[\s_-]/g, ''));
      if (!id)
        return {
          problem: `'${tok}': the defensive cards are ${[...CARD_WORDS.keys()].map((k) => `card:${k}`).join(', ')}`,
        };
      allocation.cards = [...(allocation.cards ?? []), id];
      continue;
    }
    const thrown = /^t([a-z]*)(?::(.*))?$/i.exec(tok);
    if (thrown && !/^[ad]/i.test(tok)) {
      const kind = thrown[1]?.toLowerCase();
      const item: ItemKind | undefined = kind === 'w' ? 'weapon' : kind === 's' ? 'shield' : undefined;
      const parts = (thrown[2] ?? '').split(':');
      if (!item || parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p)))
        return { problem: `'${tok}': a throw is tw:S:A:P or ts:S:A:P (side 1-6, area 1-5, after sub-phase 0-5)` };
      const [side, area, after] = parts.map(Number) as [number, number, number];
      if (side < 1 || side > 6) return { problem: `'${tok}': the side thrown through is 1 to 6, not ${side}` };
      if (area < 1 || area > 5) return { problem: `'${tok}': body areas are 1 (head) to 5 (legs), not ${area}` };
      if (allocation.discard) return { problem: `'${tok}': only one throw a phase can be written` };
      allocation.discard = { item, side: side as Side, area: area as 1, afterSubPhase: after };
      continue;
    }
    const aimed = /^(a[^@]*)@(.*)$/i.exec(tok);
    const target = aimed ? (aimed[2] as string).toLowerCase() : undefined;
    if (aimed && !/^[a-p]$/.test(target as string))
      return { problem: `'${tok}': after '@' comes the seat letter of the man attacked, e.g. a2:3@c` };
    const m = /^([ad])(\d*)(?:[:=](.*))?$/i.exec(aimed ? (aimed[1] as string) : tok);
    if (!m) return { problem: `'${tok}': write aN:CF to attack body area N, dN:CF to defend it (e.g. a2:3 d1:2)` };
    const kind = (m[1] as string).toLowerCase();
    if (m[2] === '') return { problem: `'${tok}': the body area number (1 to 5) is missing after '${m[1]}'` };
    const area = Number(m[2]);
    if (area < 1 || area > 5) return { problem: `'${tok}': body areas are 1 (head) to 5 (legs), not ${area}` };
    if (m[3] === undefined || m[3] === '')
      return { problem: `'${tok}': the CF is missing; write ${kind}${area}:CF, e.g. ${kind}${area}:3` };
    if (!/^\d+$/.test(m[3])) return { problem: `'${tok}': the CF after ':' must be a whole number, not '${m[3]}'` };
    const cf = Number(m[3]);
    if (kind === 'a') allocation.attacks.push({ area: area as 1, cf, ...(target ? { target } : {}) });
    else {
      if (defended.has(area)) return { problem: `'${tok}': the defence of area ${area} is already written once` };
      defended.add(area);
      allocation.defence[area - 1] = cf;
    }
  }
  return { allocation };
}

/** Billings 8.32: each defensive card as the answer writes it (card:backstep), lower case, no spaces. */
const CARD_WORDS: ReadonlyMap<string, DefensiveCardId> = new Map(
  DEFENSIVE_CARDS.map((c) => [c.name.toLowerCase().replace(/\s/g, ''), c.id]),
);
const cardWord = (id: DefensiveCardId): string => cardById(id).name.toLowerCase().replace(/\s/g, '');

/** How well an armour piece protects, for picking a target: none 0, C 1, B 2, A 3, partial pieces count less. */
const cover = (a: Armour | null | undefined): number =>
  a ? ({ A: 3, B: 2, C: 1 }[a.quality] ?? 0) * (a.coverage === null ? 1 : 0.6) : 0;

/** A sensible allocation to offer on Enter: half on the worst-armoured area, the rest spread on defence. */
export function suggestAllocation(
  form: { available: number; halfLimit: number; attackOnly: boolean; targets: { target: string }[] },
  enemy: Gladiator | undefined,
): string {
  const parts: string[] = [];
  // 20.2: with more than one man in front, each attack names its target.
  const at = enemy && form.targets.length > 1 ? `@${enemy.seat}` : '';
  let left = form.available;
  if (enemy && form.targets.length > 0 && left > 0) {
    const order = [...AREAS].sort(
      (x, y) => cover(x === 1 && enemy.helmetLost ? null : enemy.armour[x - 1]) - cover(enemy.armour[y - 1]) || x - y,
    );
    const first = Math.min(form.halfLimit, form.attackOnly ? left : Math.ceil(left / 2));
    parts.push(`a${order[0]}:${first}${at}`);
    left -= first;
    if (form.attackOnly && left > 0) parts.push(`a${order[1]}:${Math.min(form.halfLimit, left)}${at}`);
  }
  if (!form.attackOnly && left > 0) {
    const defence = [0, 0, 0, 0, 0];
    // Chest and head first: they hold the fewest wounds before a man goes down.
    const spread = [2, 1, 3, 5, 4];
    for (let i = 0; i < left; i++)
      defence[(spread[i % 5] as number) - 1] = (defence[(spread[i % 5] as number) - 1] ?? 0) + 1;
    defence.forEach((cf, i) => {
      if (cf > 0) parts.push(`d${i + 1}:${cf}`);
    });
  }
  return parts.join(' ') || '-';
}

const PLOT_HELP = [
  `A turn has ${PHASES} phases. Name the ones you will move in, e.g. '1 2 4 5 7', '1,2,4,5,7' or '12457'.`,
  'You may name one phase more than your allowance, but it tires you: next turn your allowance drops by two',
  'and the endurance roll is harder (16.4). In the phases you leave out you stand where you are and fight.',
  "Enter takes the even spread shown; '-' moves in no phase at all; q leaves the match.",
];

/**
 * Billings 6.3, 6.4 and 12.7: the new special actions in words, each with the rule that brings it in. Printed only
 * when the match plays the Billings moves.
 */
export const BILLINGS_SPECIALS_HELP: readonly string[] = [
  'Special actions of the Billings moves (on in this match):',
  '  (QF) (QB) after a sidestep (SF or SB): one hex more straight ahead or straight back (Billings 6.3, 6.4)',
  '  (QR) (QL) after F or B: one hex more sidestepping right or left; RQ and LQ mean the same (Billings 6.3, 6.4)',
  '  with these every hex two away is reachable in one order; none goes with (Q) or with another of them (6.3)',
  '  (AR) (AL) turn right round by the right or the left, as three turns that way (Billings 6.4);',
  '       a kick weighs each as three actions written (Billings 12.7)',
];

function orderHelp(legal: GladiatorCommand[], billingsMoves = false): string[] {
  const samples = legal.flatMap((c) => (c.type === 'order' ? [c.order] : [])).slice(0, 24);
  const table = billingsMoves ? BILLINGS_ALLOWED_SPECIALS : ALLOWED_SPECIALS;
  return [
    'An order is one standard action, with special actions in brackets written before it (done first) or',
    'after it (done last), exactly as on the log sheet. Case and spaces do not matter.',
    'Standard actions:',
    '  F   one hex straight ahead          B   one hex back, still facing the same way',
    '  SFL SFR  sidestep forward left/right  SBL SBR  sidestep back left/right',
    '  C   charge: three hexes ahead       X   stay in your hex (still a move: specials may go with it)',
    '  S   the stumble owed after a trip    R   pick up a weapon or shield from your hex or next to it',
    '  KN  kneel (how a prone man gets up)  RO-FL RO-FR RO-BL RO-BR  roll while prone',
    'Special actions:',
    '  (Q) one extra hex the same way       (L) (R) turn one hexside left or right',
    '  (K1)..(K6) kick an item in your hex out through that side (1 is straight ahead, then clockwise)',
    '  (G) grab at an item as you pass (house notation for the incidental pick-up of 12.61)',
    ...(billingsMoves ? BILLINGS_SPECIALS_HELP : []),
    billingsMoves
      ? 'Specials allowed with each standard action (the revised table of the Billings moves, 6.4):'
      : 'Specials allowed with each standard action:',
    ...chunk(
      STANDARD_ACTIONS.map((s) => `${s}: ${table[s].entry}`),
      billingsMoves ? 1 : 4,
    ).map((row) => `  ${row.map((c) => c.padEnd(26)).join('')}`.trimEnd()),
    `Examples: F   (L)(Q)B   SFR(K3)   (R)F(Q)${billingsMoves ? '   SFR(QF)   F(QL)   (AR)X' : ''}. Write '-' or 'hold' to stand still without an order.`,
    ...(samples.length > 0 ? [`Some orders you may write now: ${samples.join(' ')}`] : []),
  ];
}

/** Billings 8.32 and 12.5 in the allocation help, when the match plays them. */
function allocationHelp(options: GladiatorState['options']): string[] {
  const cards = cardsOn(options)
    ? [
        '  card:NAME  play a defensive card for 2 CF, one a phase (Billings 8.32); every blow at its area that phase',
        '       gets its fixed result: ' +
          DEFENSIVE_CARDS.map((c) => `card:${cardWord(c.id)} (${AREA_NAMES[c.area]})`).join(', '),
        '       each has its condition (no stun, a shield, on your feet, a weapon, few wounds): the question lists',
        '       the ones you may play now',
      ]
    : [];
  const throws = billingsOn(options, 'throwing')
    ? [
        '  under the Billings throws (12.5) the object flies at the first foe along that side, six hexes at most,',
        '       and a die picks the area it strikes: the A you write is not used',
      ]
    : [];
  const [last, ...rest] = [...ALLOCATION_HELP].reverse();
  return [...rest.reverse(), ...cards, ...throws, last as string];
}

const ALLOCATION_HELP = [
  'Split the CF available this phase between attacks and defence (8.3):',
  "  aN:CF  attack your opponent's body area N with CF; attacks strike in the order you write them (five at most)",
  '  aN:CF@s  the same against the man at seat s, when more than one stands in your front (team combat, 20.2)',
  '  dN:CF  guard your own body area N with CF',
  '  areas: 1 head, 2 chest, 3 groin, 4 arms, 5 legs',
  'No body area may be attacked with more than half the CF available, rounded down (a last single CF may attack).',
  'Attacks and defence together may not exceed what is available; CF you leave out are simply not used.',
  '  tw:S:A:P  throw your weapon (ts: your shield) through side S (1-6) at area A after sub-phase P (0-5) (12.5)',
  "Example: a2:4 a3:2 d1:1 d2:3. Enter takes the suggestion shown; '-' allocates nothing; q leaves the match.",
];

function chunk<T>(list: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += n) out.push(list.slice(i, i + n));
  return out;
}

const refusal = (v: RuleViolation): string => `Refused: ${v.rule} ${v.message}`;

export async function runPlayGladiator(args: PlayGladiatorArgs, io: Io, ask: Ask): Promise<number> {
  const fail = (message: string): number => {
    io.err(`ludus play: ${message}`);
    return EXIT_USAGE;
  };
  const bot = botsOf('gladiator')[args.bot];
  if (!bot)
    return fail(`unknown bot "${args.bot}" for gladiator (known: ${Object.keys(botsOf('gladiator')).join(', ')})`);
  const options = cliOptions(args);
  if (!options.ok) return fail(options.error);
  const prepared = prepare('gladiator', options.value, args.seed);
  if (!prepared.ok) return fail(prepared.error);
  let state = prepared.value.state as GladiatorState;
  const me = args.seat;
  if (!state.seats.includes(me))
    return fail(
      `--seat ${state.sides ? 'is a seat of the match' : 'is a or b'}, not "${me}" (seats: ${state.seats.join(', ')})`,
    );
  // Each bot seat draws from its own generator, as in ludus sim.
  const botRng: Record<string, RngState> = Object.fromEntries(
    state.seats.filter((seat) => seat !== me).map((seat) => [seat, seedRng(`${args.seed}/bot:${seat}`)]),
  );

  const seen: GameEvent[] = [];
  let printed = 0;
  /** Prints what the person may see of the events since the last time. */
  const flush = () => {
    const lines = formatLog(seen);
    for (const line of lines.slice(printed)) io.out(line);
    printed = lines.length;
  };
  const record = (events: GameEvent[]) => {
    seen.push(...events.filter((e) => !QUIET.has(e.type) && visibleTo(e, me)));
  };
  const view = (): GladiatorView => gladiator.view(state, me);
  /** Io takes one line a call. */
  const print = (text: string) => {
    for (const line of text.trimEnd().split('\n')) io.out(line);
  };
  const showBoard = () => print(renderBoard(view(), { color: args.color ?? false }));
  const showSheet = () =>
    print(renderLogSheet(state.gladiators[me] as Gladiator, { woundCategories: state.options.woundCategories }));

  io.out(`${gladiator.title}. Seed ${args.seed}.`);
  io.out(introduceMatch(state, me, bot.name));
  if (state.options.advanced)
    io.out(
      'With the Advanced Game (17-20): a man who is down and helpless, or would surrender, faces the crowd, ' +
        'who judge him on the CF he gave to attack and to defence over the match (the "match CF" on the board).',
    );

  for (;;) {
    const outcome = gladiator.outcome(state);
    if (outcome) {
      flush();
      io.out(formatOutcome(outcome));
      io.out(outcome.winners.includes(me) ? 'You win.' : outcome.winners.length === 0 ? 'No one wins.' : 'You lose.');
      return EXIT_OK;
    }
    const order = pendingInSeatOrder(gladiator, state);
    if (order.length === 0) throw new Error('gladiator: no seat pending and no outcome');
    for (const seat of order) {
      if (!gladiator.pending(state).includes(seat)) continue;
      const legal = gladiator.legal(state, seat);
      if (seat !== me) {
        const command = bot.choose(gladiator.view(state, seat), legal, botRng[seat] as RngState) as GladiatorCommand;
        const applied = gladiator.apply(state, seat, command);
        if (!applied.ok) throw new Error(`${bot.name} played ${JSON.stringify(command)}: ${refusal(applied.error)}`);
        state = applied.value.state;
        record(applied.value.events);
        continue;
      }
      const onlyHold = legal.commands.length === 1 && legal.commands[0]?.type === 'hold';
      if (state.step === 'phasePlot' && onlyHold) {
        // Nothing to decide: a phase outside the turn plot, or a man out cold.
        const g = state.gladiators[me] as Gladiator;
        const why = g.unconscious ? 'you are unconscious' : 'not one of your moving phases';
        seen.push({
          type: 'note',
          visibleTo: 'all',
          text: `Turn ${state.turn}, phase ${state.phase}: ${why}, so you stand still.`,
          data: { turn: state.turn, phase: state.phase },
        });
        const applied = gladiator.apply(state, me, { type: 'hold' });
        if (!applied.ok) throw new Error(`automatic hold refused: ${refusal(applied.error)}`);
        state = applied.value.state;
        record(applied.value.events);
        continue;
      }
      showSheet();
      showBoard();
      flush();
      const intro = introduce(state, me, legal.commands, legal.form ?? {});
      for (const line of intro.lines) io.out(line);
      for (;;) {
        const raw = await ask(intro.prompt);
        if (raw === null) {
          io.out('');
          io.out(`Input ended: you left the match. (Seed ${args.seed}.)`);
          return EXIT_OK;
        }
        const text = raw.trim();
        const answer = interpret(text, state, me, intro.suggestion);
        if ('quit' in answer) {
          io.out(`You left the match. (Seed ${args.seed}.)`);
          return EXIT_OK;
        }
        if ('show' in answer) {
          if (answer.show === 'help') for (const line of intro.help) io.out(line);
          else if (answer.show === 'sheet') showSheet();
          else if (answer.show === 'board') showBoard();
          else io.out(intro.hint);
          continue;
        }
        if ('problem' in answer) {
          io.out(`Not understood: ${answer.problem}`);
          continue;
        }
        const applied = gladiator.apply(state, me, answer.command);
        if (!applied.ok) {
          io.out(refusal(applied.error));
          continue;
        }
        state = applied.value.state;
        record(applied.value.events);
        break;
      }
    }
  }
}

interface Intro {
  lines: string[];
  prompt: string;
  help: string[];
  /** Said when the answer is empty and empty has no meaning here. */
  hint: string;
  /** What Enter means, as text in the answer's own notation. */
  suggestion: string;
}

/** Where the enemy is from the person's gladiator, in words. */
function whereIs(g: Gladiator, enemy: Gladiator): string {
  const d = distance(g.position, enemy.position);
  const s = spokeOf(g.position, enemy.position);
  if (!s) return `${enemy.name} is in your hex`;
  const towards = s.q === 0 ? FACING_NAMES[s.a] : `${FACING_NAMES[s.a]}/${FACING_NAMES[((s.a + 1) % 6) as 0]}`;
  return `${enemy.name} is ${d} hex${d === 1 ? '' : 'es'} away, towards ${towards}`;
}

/** A man as the opening lines name him: "Brutus (C, heavy)"; a Retarius by that name. */
const named = (g: Gladiator): string => `${g.name} (${seatMark(g.seat)}, ${g.retarius ? 'retarius' : g.type})`;

/** Who the person is and whom he fights: the other man in a duel, both sides in team combat. */
function introduceMatch(s: GladiatorState, me: string, botName: string): string {
  const g = s.gladiators[me] as Gladiator;
  const men = (seats: string[]) => seats.map((seat) => named(s.gladiators[seat] as Gladiator)).join(', ');
  const foes = s.seats.filter((seat) => areFoes(s, me, seat));
  const mates = friends(s, me);
  const side = s.sides ? ` on ${sideName(s, sideOf(s, me))}${mates.length > 0 ? ` with ${men(mates)}` : ''},` : '';
  const others = s.sides ? `; every other man is played by the ${botName} bot` : `, played by the ${botName} bot`;
  return `You are ${named(g)}${side} against ${men(foes)}${others}. ? helps at every question; q leaves.`;
}

/** The nearest foe still fighting, the one the questions speak of. */
function nearestFoe(s: GladiatorState, g: Gladiator): Gladiator | undefined {
  const foes = Object.values(s.gladiators).filter((x) => inFight(x) && areFoes(s, g.seat, x.seat));
  return foes.sort((x, y) => distance(g.position, x.position) - distance(g.position, y.position))[0];
}

function introduce(s: GladiatorState, me: string, legal: GladiatorCommand[], form: Record<string, unknown>): Intro {
  const g = s.gladiators[me] as Gladiator;
  const enemy = nearestFoe(s, g);
  const plot = s.turnPlots[me] ?? [];
  switch (s.step) {
    case 'turnPlot': {
      const spread = defaultPlot(g.allowance).join(' ');
      return {
        lines: [
          `=== Turn ${s.turn}: plot the phases you move in. Allowance ${g.allowance} of ${PHASES}` +
            `${g.allowance < PHASES ? ' (one more is allowed, at a cost: 16.4)' : ''}.`,
          `Enter = ${spread || 'no moving phase'} · '-' = none · ? help · q quit`,
        ],
        prompt: `plot [${spread || '-'}]> `,
        help: PLOT_HELP,
        hint: '',
        suggestion: spread,
      };
    }
    case 'phasePlot': {
      const moving = plot.includes(s.phase);
      const notes: string[] = [];
      if (g.mustStumble) notes.push('You tripped: this phase the standard action must be S (one turn may go with it).');
      if (g.posture === 'prone') notes.push('You are down: write KN to kneel or RO-FL/FR/BL/BR to roll.');
      else if (g.posture === 'kneeling')
        notes.push('You are kneeling, striking at half strength (13.3): a move that leaves the hex stands you up.');
      if (!g.hasWeapon) notes.push('You have no weapon: R picks one up from your hex or the next.');
      return {
        lines: [
          `=== Turn ${s.turn}, phase ${s.phase} of ${PHASES}: ${moving ? 'you move this phase' : 'not a moving phase'} ` +
            `(moving phases ${plot.join(' ') || 'none'}).${enemy ? ` ${whereIs(g, enemy)}.` : ''}`,
          ...notes,
          "Write your order (F, X, (L)(Q)B, SFR(K3) ...), '-' to stand still, ? for the actions, q to quit.",
        ],
        prompt: 'order> ',
        help: orderHelp(legal, billingsOn(s.options, 'moves')),
        hint: "Write an order such as F or X, '-' to stand still, or ? for the list of actions.",
        suggestion: '',
      };
    }
    case 'allocate': {
      const f = form as {
        available: number;
        halfLimit: number;
        attackOnly: boolean;
        targets: { target: string; bonus: number }[];
        /** Billings 8.32: the cards he may play now, when the section is played. */
        cards?: DefensiveCardId[];
      };
      const bonus = s.combat?.bonus[me] ?? 0;
      const offered = f.targets.flatMap((t) => s.gladiators[t.target] ?? []);
      // The suggestion goes for the weakest man offered, as the brawler would.
      const foe = [...offered].sort((x, y) => x.cf - y.cf)[0];
      const suggestion = suggestAllocation(f, foe);
      const lines = [
        `=== Combat, turn ${s.turn} phase ${s.phase}: ${f.available} CF to allocate` +
          `${bonus > 0 ? ` (${f.available - bonus} your own + ${bonus} positional)` : ''}; ` +
          `at most ${f.halfLimit} on any one area.`,
      ];
      if (offered.length === 1 && foe)
        lines.push(`You may attack ${foe.name}. His armour by area: ${armourLine(foe)}.`);
      else if (offered.length > 1) {
        lines.push('You may attack any of these; name him after each attack with @ and his seat letter (20.2):');
        for (const t of f.targets) {
          const x = s.gladiators[t.target] as Gladiator;
          lines.push(
            `  @${t.target} ${named(x)}, CF ${x.cf}, positional +${t.bonus}; armour by area: ${armourLine(x)}`,
          );
        }
      } else lines.push('No one stands in your combat front: you can only defend.');
      if (f.attackOnly) lines.push('You have no CF of your own left: the positional CF may only attack (9.33).');
      if (f.cards)
        lines.push(
          f.cards.length > 0
            ? `Defensive cards you may play now, for 2 CF (Billings 8.32): ${f.cards.map((c) => `card:${cardWord(c)} (${AREA_NAMES[cardById(c).area]})`).join(', ')}.`
            : 'No defensive card may be played now (Billings 8.32): none of their conditions holds.',
        );
      lines.push(`Write e.g. a2:4 a3:2 d1:1 d2:3. Enter = ${suggestion} · ? help · q quit`);
      return {
        lines,
        prompt: `alloc [${f.available} CF, max ${f.halfLimit} an area]> `,
        help: allocationHelp(s.options),
        hint: '',
        suggestion,
      };
    }
    default:
      throw new Error(`gladiator: no question to ask in step ${s.step}`);
  }
}

/** Turns a line of input into a command, a local complaint, a request (help, sheet, board) or quitting. */
function interpret(text: string, s: GladiatorState, me: string, suggestion: string): Answer {
  const lower = text.toLowerCase();
  if (lower === 'q' || lower === 'quit') return { quit: true };
  if (lower === '?' || lower === 'help') return { show: 'help' };
  if (lower === 'sheet' || lower === 'board') return { show: lower };
  switch (s.step) {
    case 'turnPlot': {
      const g = s.gladiators[me] as Gladiator;
      const r = parsePlot(text, g.allowance);
      return 'problem' in r ? r : { command: { type: 'plot', moving: r.moving } };
    }
    case 'phasePlot': {
      if (text === '') return { show: 'hint' };
      if (text === '-' || lower === 'hold') return { command: { type: 'hold' } };
      return { command: { type: 'order', order: text } };
    }
    case 'allocate': {
      const r = parseAllocation(text === '' ? suggestion : text);
      return 'problem' in r ? r : { command: { type: 'allocate', ...r.allocation } };
    }
    default:
      return { show: 'hint' };
  }
}
