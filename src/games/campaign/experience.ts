/**
 * Rule 21.2-21.25, experience: what a finished GLADIATOR duel gives each man who walks out of it. First the match is
 * read into a report (its CF totals, Missus, kills and how each kill came about); then the report is priced, one
 * ledger line per rule. Campaign matches are duels (21.5, 22.3): a team match is refused.
 */
import type { GameEvent, SeatId } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { AREA_NAMES, type Area, type GladiatorState } from '../gladiator/types.js';
import type { LedgerLine } from './ledger.js';
import { CF_DIVISOR, EXPERIENCE_BONUSES, KILL_BONUS_BY_TURN, killBonus } from './tables.js';

/**
 * How a kill came about (21.24, 21.25 as docs/rulings.md reads them): `slow` when two or more attacks wounded the area
 * that finished him, `fast` when the first attack to wound it did (or led straight to a crowd's Down, 19.22), `plain`
 * otherwise (a Down after wounds spread over an area, or with no wound at all).
 */
export type KillKind = 'slow' | 'fast' | 'plain';

export interface KillReport {
  victim: SeatId;
  turn: number;
  kind: KillKind;
  /** The body area whose wounds ended him; absent for a Down without a wound. */
  area?: Area;
  /** The rule of the death: 9.32 boxes full, 9.1 killing blow, 9.5 critical K, 19.22 thumbs down. */
  rule: string;
}

/** One man's part in a finished duel: what experience and injuries need from it. */
export interface SeatReport {
  seat: SeatId;
  name: string;
  /** 19.2 / 21.2: every CF written to attack and to defence over the match. */
  attackCf: number;
  defenceCf: number;
  won: boolean;
  /** Killed in the match (9.32, 9.1, 9.5 K, 19.22). */
  killed: boolean;
  /** 9.5 M: alive at the end, but dies after the match (21.6 excepts a tenth victory). */
  mortalWound: boolean;
  /** 19.23: the crowd spared him. */
  missusGranted: boolean;
  kills: KillReport[];
  /** Wound boxes checked per area at the end (index 0 = head): what 21.4 heals. */
  wounds: number[];
}

export interface MatchReport {
  /** The turn the match ended in. */
  turns: number;
  how: string;
  seats: Record<SeatId, SeatReport>;
}

const refuse = (code: string, message: string, values?: Record<string, unknown>): { ok: false; error: RuleViolation } =>
  err({ code, rule: '§21.2', message, ...(values ? { values } : {}) });

interface HitRecord {
  area: Area;
}

/** 21.24-21.25: the area that ended the man and how many attacks had wounded it, from the match log. */
function classify(
  death: GameEvent,
  hits: HitRecord[],
  lastWoundArea: Area | undefined,
  killingBlowArea: Area | undefined,
): { kind: KillKind; area?: Area } {
  const attacksOn = (a: Area) => hits.filter((h) => h.area === a).length;
  const last = hits.at(-1)?.area;
  switch (death.rule) {
    case '§9.1': {
      // The killing blow is an attack on its area besides those that wounded it before.
      const area = killingBlowArea as Area;
      return { kind: attacksOn(area) === 0 ? 'fast' : 'slow', area };
    }
    case '§9.32': {
      const area = lastWoundArea as Area;
      return { kind: attacksOn(area) >= 2 ? 'slow' : 'fast', area };
    }
    case '§9.5':
      if (last === undefined) return { kind: 'plain' };
      return { kind: attacksOn(last) >= 2 ? 'slow' : 'fast', area: last };
    default:
      // 19.22: the Moment of Truth counts as a fast kill when the blow that brought it was the first on its area.
      if (last === undefined) return { kind: 'plain' };
      return { kind: attacksOn(last) === 1 ? 'fast' : 'plain', area: last };
  }
}

/**
 * Reads a finished GLADIATOR duel (its final state and its whole event log, in order) into a report.
 * Refused while the match is unfinished, or for a team match.
 */
export function matchReport(state: GladiatorState, events: readonly GameEvent[]): Result<MatchReport, RuleViolation> {
  if (state.game !== 'gladiator') return refuse('not-gladiator', 'a campaign match must be a GLADIATOR match');
  if (!state.outcome) return refuse('match-unfinished', 'the match has not ended: experience comes after it');
  if (state.sides || state.seats.length !== 2)
    return refuse('not-a-duel', 'campaign matches are duels of one man against one (21.5, 22.3)', {
      seats: state.seats.length,
    });
  const [a, b] = state.seats as [SeatId, SeatId];
  const hits: Record<SeatId, HitRecord[]> = { [a]: [], [b]: [] };
  const lastWound: Record<SeatId, Area> = {};
  const killingBlow: Record<SeatId, Area> = {};
  const kills: Record<SeatId, KillReport[]> = { [a]: [], [b]: [] };
  const opponent = (seat: SeatId) => (seat === a ? b : a);
  for (const e of events) {
    const seat = e.data?.seat as SeatId | undefined;
    if (seat === undefined) continue;
    const area = e.data?.area as Area | undefined;
    if (e.type === 'hit' && area !== undefined) hits[seat]?.push({ area });
    else if (e.type === 'wounds' && area !== undefined) lastWound[seat] = area;
    else if (e.type === 'wound-roll' && e.rule === '§9.1' && area !== undefined) killingBlow[seat] = area;
    else if (e.type === 'killed') {
      const { kind, area: ended } = classify(e, hits[seat] ?? [], lastWound[seat], killingBlow[seat]);
      const report: KillReport = {
        victim: seat,
        turn: e.data?.turn as number,
        kind,
        rule: e.rule ?? '',
        ...(ended ? { area: ended } : {}),
      };
      kills[opponent(seat)]?.push(report);
    }
  }
  const seats: Record<SeatId, SeatReport> = {};
  for (const seat of state.seats) {
    const g = state.gladiators[seat];
    if (!g) throw new Error(`no gladiator in seat ${seat}`);
    seats[seat] = {
      seat,
      name: g.name,
      attackCf: g.attackCfTotal,
      defenceCf: g.defenceCfTotal,
      won: state.outcome.winners.includes(seat),
      killed: g.dead,
      mortalWound: g.mortalWound && !g.dead,
      missusGranted: g.left?.how === 'Up',
      kills: kills[seat] ?? [],
      wounds: [...g.wounds],
    };
  }
  return ok({ turns: state.turn, how: state.outcome.how, seats });
}

const KIND_WORDS = { slow: 'slow kill', fast: 'fast kill' } as const;

/**
 * 21.2-21.25: the experience lines one man earns from his report, each with its rule. A man killed in the match earns
 * nothing; `opponentMissus` is whether the man he fought was spared (21.23).
 */
export function experienceLines(me: SeatReport, opponent: SeatReport, match: number): LedgerLine[] {
  if (me.killed) return [];
  const lines: LedgerLine[] = [];
  const net = me.attackCf - me.defenceCf;
  const base = Math.max(0, Math.floor(net / CF_DIVISOR.divisor));
  lines.push({
    match,
    rule: CF_DIVISOR.rule,
    amount: base,
    text: `attack ${me.attackCf} CF less defence ${me.defenceCf} CF = ${net}, over ${CF_DIVISOR.divisor}: ${base}`,
  });
  if (me.missusGranted) {
    const b = EXPERIENCE_BONUSES.missusGranted;
    lines.push({ match, rule: b.rule, amount: b.points, text: 'granted Missus by the crowd' });
  }
  for (const k of me.kills) {
    const b = EXPERIENCE_BONUSES.kill;
    lines.push({ match, rule: b.rule, amount: b.points, text: `killed ${opponent.name} in turn ${k.turn}` });
    if (k.kind === 'plain') continue;
    const bonus = killBonus(k.kind, k.turn);
    const where = k.area ? ` through the ${AREA_NAMES[k.area]}` : '';
    lines.push({
      match,
      rule: KILL_BONUS_BY_TURN[k.kind].rule,
      amount: bonus,
      text: `${KIND_WORDS[k.kind]}${where} in turn ${k.turn}${bonus === 0 ? ' (after the fourth turn: no bonus)' : ''}`,
    });
  }
  if (opponent.missusGranted) {
    const b = EXPERIENCE_BONUSES.opponentMissus;
    lines.push({ match, rule: b.rule, amount: b.points, text: `${opponent.name} was granted Missus` });
  }
  return lines;
}
