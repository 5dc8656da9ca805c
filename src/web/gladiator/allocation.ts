/**
 * The CF allocation form (Display 14): the limits come from `legal.form` (available CF, half-CF limit, attack-only,
 * targets, most attacks), the draft is what the player has typed, and `checkDraft` turns a draft into an `allocate`
 * command or says which box is over which limit.
 */
import { AREAS, type Area, type ItemKind, type Side } from '../../games/gladiator/types.js';

export interface AllocationForm {
  available: number;
  halfLimit: number;
  attackOnly: boolean;
  targets: { target: string; bonus: number }[];
  maxAttacks: number;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The limits an allocation `legal.form` carries, or null when the form is something else. */
export function allocationFormOf(form: unknown): AllocationForm | null {
  if (!form || typeof form !== 'object') return null;
  const f = form as Record<string, unknown>;
  if (!isInt(f.available) || !isInt(f.halfLimit) || typeof f.attackOnly !== 'boolean' || !Array.isArray(f.targets))
    return null;
  const targets = f.targets.filter(
    (t): t is { target: string; bonus: number } =>
      !!t && typeof t === 'object' && typeof t.target === 'string' && isInt(t.bonus),
  );
  return {
    available: f.available,
    halfLimit: f.halfLimit,
    attackOnly: f.attackOnly,
    targets,
    maxAttacks: isInt(f.maxAttacks) ? f.maxAttacks : 5,
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
}

export function emptyDraft(form: AllocationForm): AllocationDraft {
  const attacks: Record<string, AttackCell[]> = {};
  for (const t of form.targets) attacks[t.target] = AREAS.map(() => ({ cf: '', order: '' }));
  return { attacks, defence: AREAS.map(() => ''), discard: null };
}

/** Fills a draft from a complete allocation (one of the suggestions `legal` offers). */
export function draftFromCommand(
  form: AllocationForm,
  cmd: { attacks: { area: Area; cf: number; target?: string }[]; defence: number[] },
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
  return draft;
}

export const attackKey = (target: string, area: Area): string => `attack:${target}:${area}`;
export const orderKey = (target: string, area: Area): string => `order:${target}:${area}`;
export const defenceKey = (area: Area): string => `defence:${area}`;

export interface AllocateCommand {
  type: 'allocate';
  attacks: { area: Area; cf: number; target: string }[];
  defence: [number, number, number, number, number];
  discard?: DiscardDraft;
}

export interface DraftCheck {
  attack: number;
  defence: number;
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
      if (cf > form.halfLimit)
        fields[attackKey(target, area)] = `at most ${form.halfLimit} CF on one area (half of ${form.available}, §8.31)`;
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

  const attack = planned.reduce((t, p) => t + p.cf, 0);
  const defenceTotal = defence.reduce((t, d) => t + d, 0);
  const total = attack + defenceTotal;
  if (total > form.available) general.push(`${total} CF allocated but only ${form.available} available (§8.33)`);
  if (form.attackOnly && defenceTotal > 0)
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
      }
    : null;
  return {
    attack,
    defence: defenceTotal,
    total,
    available: form.available,
    remaining: form.available - total,
    fields,
    general,
    command,
  };
}
