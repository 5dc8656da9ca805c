/**
 * What the log sheet displays draw, box by box, following the house layout of the wound record and shield status
 * (RULINGS.md, as the text sheet in src/games/gladiator/logsheet.ts prints it): wound boxes above W are shaded,
 * wounds are checked from W downwards, box 1 is the kill box; shield damage checks the rightmost open box first.
 */
import { SHIELD_BOXES, WOUND_BOXES, woundCategory } from '../../games/gladiator/tables.js';
import type { Area, Gladiator, GladiatorOptions } from '../../games/gladiator/types.js';

export type WoundBoxState = 'kill' | 'kill-checked' | 'shaded' | 'checked' | 'open';

export interface WoundBox {
  box: number;
  state: WoundBoxState;
  /** A new CF category starts at this box (each category costs a CF when its first box is checked, 9.31). */
  category: boolean;
}

export function woundBoxes(
  g: Pick<Gladiator, 'W' | 'wounds'>,
  area: Area,
  mode: GladiatorOptions['woundCategories'],
): WoundBox[] {
  const checked = Math.min(g.wounds[area - 1] ?? 0, g.W);
  return Array.from({ length: WOUND_BOXES }, (_, i) => {
    const box = i + 1;
    const isChecked = box <= g.W && box > g.W - checked;
    const state: WoundBoxState =
      box > g.W ? 'shaded' : box === 1 ? (isChecked ? 'kill-checked' : 'kill') : isChecked ? 'checked' : 'open';
    const category = box === 2 || (box > 2 && woundCategory(area, box, mode) !== woundCategory(area, box - 1, mode));
    return { box, state, category };
  });
}

export interface ShieldBox {
  number: number;
  checked: boolean;
}

/** Display 13: the numbered boxes left to right, the rightmost `shieldDamage` of them checked. */
export function shieldBoxes(damage: number): ShieldBox[] {
  const n = SHIELD_BOXES.length;
  return SHIELD_BOXES.map((number, i) => ({ number, checked: i >= n - Math.max(0, Math.min(damage, n)) }));
}

/** Net Defence Factor (3.7): TR + AG, following AG as it falls. */
export const netFactor = (g: Pick<Gladiator, 'TR' | 'AG'>): number => g.TR + g.AG;

/** Short markers for the counter and the sheet, in the order they matter. */
export function statusMarkers(g: Gladiator): { code: string; label: string }[] {
  const out: { code: string; label: string }[] = [];
  if (g.dead) out.push({ code: 'DEAD', label: 'dead' });
  if (g.unconscious) out.push({ code: 'KO', label: 'unconscious' });
  if (g.posture === 'prone') out.push({ code: 'PR', label: 'prone' });
  if (g.posture === 'kneeling') out.push({ code: 'KN', label: 'kneeling' });
  if (g.stumbling) out.push({ code: 'ST', label: 'stumbling this phase' });
  if (g.mustStumble) out.push({ code: 'S!', label: 'must stumble next phase' });
  if (!g.hasWeapon) out.push({ code: 'NW', label: 'no weapon in hand' });
  if (g.ensnared) out.push({ code: 'IN', label: g.ensnaredBy ? 'caught in a net' : 'caught in a net let go of' });
  if (g.net) out.push({ code: 'NET', label: 'holding a net' });
  if (g.tridentBroken && g.hasWeapon) out.push({ code: 'TB', label: 'trident broken' });
  return out;
}

/**
 * How he stands, with what else marks him, for the sheet: "kneeling: no weapon in hand". A dead man is "dead" and
 * nothing more; the posture a marker repeats is said once.
 */
export function conditionWords(g: Gladiator): string {
  if (g.dead) return 'dead';
  const others = statusMarkers(g).filter((m) => m.code !== 'PR' && m.code !== 'KN');
  return others.length > 0 ? `${g.posture}: ${others.map((m) => m.label).join(', ')}` : g.posture;
}
