/**
 * The CF allocation form (Display 14): the limits come from `legal.form` (available CF, half-CF limit, attack-only,
 * targets, most attacks), the draft is what the player has typed, and `checkDraft` turns a draft into an `allocate`
 * command or says which box is over which limit. The checks follow the engine's checkAllocation (combat.ts), which
 * has the last word: they are here so that a person sees the limit at the box as he types.
 */

import { DEFENSIVE_CARD_COST, type DefensiveCardId } from '../../games/gladiator/billings/tables.js';
import { halfLimit, usableCf } from '../../games/gladiator/cf-limits.js';
import { AREAS, type Area, type Gladiator, type ItemKind, type Side } from '../../games/gladiator/types.js';

/** A man one may attack this phase (CombatSetup's CombatTarget, read off the wire). */
export interface AllocationTarget {
  target: string;
  /** Positional bonus against him (8.2, per attacker and target). */
  bonus: number;
  /** 20.3: you strike from his rear hexsides, where his defence is not used twice. */
  rear: boolean;
  /** With two or more men in front: the CF you have when you attack him (your own and his bonus, 8.2). */
  available: number | null;
  /** 20.5: one attack on him may carry up to this many CF, past the half limit. */
  oneAttackMax: number | null;
}

export interface AllocationForm {
  available: number;
  halfLimit: number;
  attackOnly: boolean;
  targets: AllocationTarget[];
  maxAttacks: number;
  /** Billings 8.5: the most CF one attack may carry (null: no cap). */
  attackCap: number | null;
  /** Billings 8.5: with this many CF or fewer in all, a single attack may carry every one of them (null: never). */
  loneAttackAtOrBelow: number | null;
  /** Billings 8.32: the defensive cards the engine would accept from him now (null: the cards are not played). */
  cards: DefensiveCardId[] | null;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The limits an allocation `legal.form` carries, or null when the form is something else. */
export function allocationFormOf(form: unknown): AllocationForm | null {
  if (!form || typeof form !== 'object') return null;
  const f = form as Record<string, unknown>;
  if (!isInt(f.available) || !isInt(f.halfLimit) || typeof f.attackOnly !== 'boolean' || !Array.isArray(f.targets))
    return null;
  const targets = f.targets
    .filter(
      (t): t is Record<string, unknown> & { target: string; bonus: number } =>
        !!t && typeof t === 'object' && typeof t.target === 'string' && isInt(t.bonus),
    )
    .map((t) => ({
      target: t.target,
      bonus: t.bonus,
      rear: t.rear === true,
      available: isInt(t.available) ? t.available : null,
      oneAttackMax: isInt(t.oneAttackMax) ? t.oneAttackMax : null,
    }));
  return {
    available: f.available,
    halfLimit: f.halfLimit,
    attackOnly: f.attackOnly,
    targets,
    maxAttacks: isInt(f.maxAttacks) ? f.maxAttacks : 5,
    attackCap: isInt(f.attackCap) ? f.attackCap : null,
    loneAttackAtOrBelow: isInt(f.loneAttackAtOrBelow) ? f.loneAttackAtOrBelow : null,
    cards: Array.isArray(f.cards) ? f.cards.filter((c): c is DefensiveCardId => typeof c === 'string') : null,
  };
}

/** What one attack box holds as typed: CF and the attack's place in the order (8.31); blank means 0 / next. */
export interface AttackCell {
  cf: string;
  order: string;
}

export interface DiscardDraft {
  item: ItemKind;
  side: Side;
  area: Area;
  afterSubPhase: number;
}

export interface AllocationDraft {
  /** Target seat -> five attack boxes, areas 1-5. */
  attacks: Record<string, AttackCell[]>;
  /** Five defence boxes, areas 1-5. */
  defence: string[];
  discard: DiscardDraft | null;
  /** 17.351 Net Free box, 17.352 CF pledged to a drag, 17.36 letting go of the net. */
  netFree: string;
  drag: string;
  abandonNet: boolean;
  /** Billings 8.32: the defensive card chosen, if any (one a phase). */
  card: DefensiveCardId | null;
}

/** Which of the net's boxes this man may fill this phase (17.351, 17.352, 17.36). */
export interface NetOptions {
  free: boolean;
  drag: boolean;
  abandon: boolean;
}
export const NO_NET: NetOptions = { free: false, drag: false, abandon: false };

/**
 * The Net Free box when `legal` suggests it (the engine lists it for a man in a net who is not pinned down, 17.354);
 * a drag when his net holds someone, letting go whenever he holds a net.
 */
export function netOptionsOf(
  legal: { commands: unknown[] },
  me: Pick<Gladiator, 'seat' | 'net'>,
  gladiators: Record<string, Pick<Gladiator, 'ensnared' | 'ensnaredBy'>>,
): NetOptions {
  const free = legal.commands.some(
    (c) => !!c && typeof c === 'object' && ((c as { netFree?: unknown }).netFree ?? 0) !== 0,
  );
  const holding = !!me.net && Object.values(gladiators).some((g) => g.ensnared && g.ensnaredBy === me.seat);
  // 17.36: only a net that holds someone can be let go of (the engine refuses it otherwise: no-one-held).
  return { free, drag: holding, abandon: holding };
}

export function emptyDraft(form: AllocationForm): AllocationDraft {
  const attacks: Record<string, AttackCell[]> = {};
  for (const t of form.targets) attacks[t.target] = AREAS.map(() => ({ cf: '', order: '' }));
  return {
    attacks,
    defence: AREAS.map(() => ''),
    discard: null,
    netFree: '',
    drag: '',
    abandonNet: false,
    card: null,
  };
}

/** Fills a draft from a complete allocation (one of the suggestions `legal` offers). */
export function draftFromCommand(
  form: AllocationForm,
  cmd: {
    attacks: { area: Area; cf: number; target?: string }[];
    defence: number[];
    netFree?: number;
    cards?: DefensiveCardId[];
  },
): AllocationDraft {
  const draft = emptyDraft(form);
  const many = cmd.attacks.length > 1;
  cmd.attacks.forEach((a, i) => {
    const cell = draft.attacks[a.target ?? form.targets[0]?.target ?? '']?.[a.area - 1];
    if (!cell) return;
    cell.cf = String(a.cf);
    cell.order = many ? String(i + 1) : '';
  });
  draft.defence = AREAS.map((a) => (cmd.defence[a - 1] ? String(cmd.defence[a - 1]) : ''));
  if (cmd.netFree) draft.netFree = String(cmd.netFree);
  draft.card = cmd.cards?.[0] ?? null;
  return draft;
}

export const attackKey = (target: string, area: Area): string => `attack:${target}:${area}`;
export const orderKey = (target: string, area: Area): string => `order:${target}:${area}`;
export const defenceKey = (area: Area): string => `defence:${area}`;
export const NET_FREE_KEY = 'net:free';
export const DRAG_KEY = 'net:drag';

export interface AllocateCommand {
  type: 'allocate';
  attacks: { area: Area; cf: number; target: string }[];
  defence: [number, number, number, number, number];
  discard?: DiscardDraft;
  netFree?: number;
  drag?: number;
  abandonNet?: boolean;
  cards?: DefensiveCardId[];
}

export interface DraftCheck {
  attack: number;
  /** Defence boxes, and a defensive card's CF (Billings 8.32: they count with the defence). */
  defence: number;
  /** CF in the Net Free box and pledged to a drag. */
  net: number;
  total: number;
  available: number;
  remaining: number;
  /** Problems with one box, by box key. */
  fields: Record<string, string>;
  /** Problems with the allocation as a whole. */
  general: string[];
  /** The command to send, when there is no problem. */
  command: AllocateCommand | null;
}

/** A typed box as a whole number of CF: blank is 0; null when it is not a whole number of 0 or more. */
function readCf(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d+$/.test(t)) return null;
  return Number(t);
}

interface PlannedAttack {
  target: string;
  area: Area;
  cf: number;
  written: number | null;
}

export function checkDraft(
  draft: AllocationDraft,
  form: AllocationForm,
  holds: { weapon: boolean; shield: boolean } = { weapon: true, shield: true },
  net: NetOptions = NO_NET,
): DraftCheck {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  const planned: PlannedAttack[] = [];
  for (const { target } of form.targets) {
    for (const area of AREAS) {
      const cell = draft.attacks[target]?.[area - 1] ?? { cf: '', order: '' };
      const cf = readCf(cell.cf);
      if (cf === null) {
        fields[attackKey(target, area)] = 'a whole number, 0 or more';
        continue;
      }
      const order = cell.order.trim();
      if (cf === 0) {
        if (order !== '') fields[orderKey(target, area)] = 'no attack here to put in order';
        continue;
      }
      let written: number | null = null;
      if (order !== '') {
        if (/^\d+$/.test(order)) written = Number(order);
        else fields[orderKey(target, area)] = 'a number: 1 for the first attack, 2 for the second...';
      }
      planned.push({ target, area, cf, written });
    }
  }
  const defence = AREAS.map((area) => {
    const cf = readCf(draft.defence[area - 1] ?? '');
    if (cf === null) fields[defenceKey(area)] = 'a whole number, 0 or more';
    return cf ?? 0;
  });

  // The net's boxes have no half-CF limit (17.7), only the total.
  const netBox = (key: string, text: string, allowed: boolean, why: string): number => {
    const cf = readCf(text);
    if (cf === null) fields[key] = 'a whole number, 0 or more';
    else if (cf > 0 && !allowed) fields[key] = why;
    return cf ?? 0;
  };
  const netFree = netBox(NET_FREE_KEY, draft.netFree, net.free, 'only a man in a net he may work at (§17.351)');
  const drag = netBox(DRAG_KEY, draft.drag, net.drag, 'only while your net holds a man (§17.352)');
  if (draft.abandonNet && !net.abandon) general.push('no net holding a man to let go of (§17.36)');
  const netTotal = netFree + drag;

  if (planned.length > form.maxAttacks) general.push(`at most ${form.maxAttacks} attacks a phase (§8.43)`);
  // Attacks with a written number take that place; the others follow in area order (8.31, 8.44).
  const n = planned.length;
  const taken = new Set<number>();
  for (const p of planned) {
    if (p.written === null) continue;
    const key = orderKey(p.target, p.area);
    if (p.written < 1 || p.written > n) fields[key] = `between 1 and ${n}`;
    else if (taken.has(p.written)) fields[key] = `attack ${p.written} is already numbered`;
    else taken.add(p.written);
  }
  const free = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !taken.has(i));
  const placed = planned.map((p) => ({ ...p, place: p.written !== null && taken.has(p.written) ? p.written : 0 }));
  for (const p of placed) if (p.place === 0) p.place = free.shift() ?? n + 1;
  placed.sort((a, b) => a.place - b.place);

  const usable = usableCf(form.available, form.targets, placed);
  const limit = usable === form.available ? form.halfLimit : halfLimit(usable);
  // Billings 8.5: one attack carrying everything, for a man with few CF.
  const lone = form.loneAttackAtOrBelow !== null && placed.length === 1 && usable <= form.loneAttackAtOrBelow;
  // 20.5: the first attack in order past the half limit may carry up to its target's oneAttackMax; no other may.
  let pastHalf = false;
  for (const p of placed) {
    if (form.attackCap !== null && p.cf > form.attackCap) {
      fields[attackKey(p.target, p.area)] = `at most ${form.attackCap} CF in one attack (Billings §8.5)`;
      continue;
    }
    if (p.cf <= limit || lone) continue;
    const max = form.targets.find((t) => t.target === p.target)?.oneAttackMax ?? null;
    if (max !== null && !pastHalf && p.cf <= max) {
      pastHalf = true;
      continue;
    }
    fields[attackKey(p.target, p.area)] =
      max !== null
        ? `one attack on him may carry up to ${max} CF (§20.5), any other at most ${limit}`
        : `at most ${limit} CF on one area (half of ${usable}, §8.31)`;
  }

  // Billings 8.32: one card a phase, one the engine lists, for its CF.
  const card = draft.card;
  if (card !== null && form.cards === null) general.push('defensive cards are not played in this match');
  else if (card !== null && !form.cards?.includes(card))
    general.push('that defensive card cannot be played now (Billings §8.32)');
  const attack = planned.reduce((t, p) => t + p.cf, 0);
  const defenceTotal = defence.reduce((t, d) => t + d, 0) + (card !== null ? DEFENSIVE_CARD_COST.cf : 0);
  const total = attack + defenceTotal + netTotal;
  if (total > usable)
    general.push(
      usable < form.available
        ? `${total} CF allocated but only ${usable} available against the men you attack: positional CF count only against the man who gave them (§8.2)`
        : `${total} CF allocated but only ${usable} available (§8.33)`,
    );
  if (form.attackOnly && defenceTotal + netTotal > 0)
    general.push('these CF come from positional advantage alone and may only attack (§9.33)');

  const d = draft.discard;
  if (d) {
    if (!holds[d.item]) general.push(`no ${d.item} in hand to throw`);
    if (!Number.isInteger(d.afterSubPhase) || d.afterSubPhase < 0 || d.afterSubPhase > 5)
      general.push('a throw comes before sub-phase 1 (0) or after sub-phase 1-5');
  }

  const ok = Object.keys(fields).length === 0 && general.length === 0;
  const command: AllocateCommand | null = ok
    ? {
        type: 'allocate',
        attacks: placed.map((p) => ({ area: p.area, cf: p.cf, target: p.target })),
        defence: defence as AllocateCommand['defence'],
        ...(d ? { discard: d } : {}),
        ...(netFree > 0 ? { netFree } : {}),
        ...(drag > 0 ? { drag } : {}),
        ...(draft.abandonNet ? { abandonNet: true } : {}),
        ...(card !== null ? { cards: [card] } : {}),
      }
    : null;
  return {
    attack,
    defence: defenceTotal,
    net: netTotal,
    total,
    available: usable,
    remaining: usable - total,
    fields,
    general,
    command,
  };
}
