/** Rule 10: shield damage, the ruined shield, and the shield drop of 12.1 that an edge hit brings. */
import { defenderStrength } from './billings/drops.js';
import type { Ctx } from './context.js';
import { dropItem } from './items.js';
import { shieldBoxNumber } from './tables.js';
import type { Gladiator } from './types.js';

export const SHIELD_BOX_COUNT = 17;

/**
 * Resolves a shield hit (S) or edge hit (S*). Returns the extra result a shield ruined by this blow lets through
 * (10.3 with the RULINGS layout: one box past the last gives P, two or more H), or null.
 */
export function shieldHit(
  ctx: Ctx,
  attacker: Gladiator,
  g: Gladiator,
  attackCF: number,
  naa: number,
  edge: boolean,
): 'P' | 'H' | null {
  const mods = [
    { label: "attacker's Strength", value: attacker.ST, rule: '§10.2' },
    { label: 'attack CF', value: attackCF, rule: '§10.2' },
  ];
  if (edge) mods.push({ label: 'edge hit', value: 1, rule: '§10.2' });
  const target = shieldBoxNumber(g.shieldDamage);
  const r = ctx.dice.roll(3, 'shield damage', '§10.2', mods);
  let extra: 'P' | 'H' | null = null;
  if (target === null) throw new Error('a held shield always has an unchecked box');
  let boxes = 0;
  if (r.total === target) boxes = 1;
  else if (r.total > target) boxes = 1 + r.total - target; // 10.21
  r.row = `rightmost open box ${target}`;
  r.result = boxes ? `${boxes} box${boxes > 1 ? 'es' : ''} checked` : 'no damage';
  const open = SHIELD_BOX_COUNT - g.shieldDamage;
  g.shieldDamage = Math.min(SHIELD_BOX_COUNT, g.shieldDamage + boxes);
  ctx.emit(
    'shield',
    r.total > target ? '§10.21' : r.total === target ? '§10.2' : '§10.22',
    `${g.name}'s shield takes ${boxes} box${boxes === 1 ? '' : 'es'} of damage (${SHIELD_BOX_COUNT - g.shieldDamage} left).`,
    {
      seat: g.seat,
      shieldDamage: g.shieldDamage,
    },
  );
  if (g.shieldDamage >= SHIELD_BOX_COUNT) {
    const over = boxes - open;
    if (ctx.s.options.shieldOverflowHits && over >= 1) extra = over >= 2 ? 'H' : 'P';
    ctx.emit(
      'shield-ruined',
      '§10.3',
      `${g.name}'s shield is battered useless and cast aside${extra ? `; the blow goes on as a ${extra}` : ''}.`,
      {
        seat: g.seat,
      },
    );
    dropItem(ctx, g, 'shield', '§10.3', true);
    return extra;
  }
  if (edge) shieldDropCheck(ctx, attacker, g, naa);
  return extra;
}

/**
 * 12.3: the drop rolls count the net attacker advantage, and a defender whose CF is below 0 adds that shortfall to
 * it as he does on the CRT (9.34).
 */
const weakness = (g: Gladiator) => ({ label: 'defender CF below 0', value: Math.min(0, g.cf), rule: '§12.3' });

/** 12.1: after an edge hit, three dice less the attacker's ST and the net attacker advantage; 0 or less drops it. */
export function shieldDropCheck(ctx: Ctx, attacker: Gladiator, g: Gladiator, naa: number): void {
  if (!g.shield) return;
  const r = ctx.dice.roll(3, 'shield drop', '§12.1', [
    { label: "attacker's Strength", value: -attacker.ST, rule: '§12.1' },
    { label: 'net attacker advantage', value: -naa, rule: '§12.1' },
    weakness(g),
    ...defenderStrength(ctx.s.options, g, '§12.1'),
  ]);
  r.result = r.total <= 0 ? 'dropped' : 'held';
  if (r.total <= 0) dropItem(ctx, g, 'shield', '§12.1');
  else ctx.emit('shield-held', '§12.1', `${g.name} keeps hold of his shield.`, { seat: g.seat });
}

/** 12.2: after a parry, three dice less ST, NAA and the CF lost to arm wounds; 0 or less drops the weapon. */
export function weaponDropCheck(ctx: Ctx, attacker: Gladiator, g: Gladiator, naa: number): void {
  if (!g.hasWeapon) return;
  const r = ctx.dice.roll(3, 'weapon drop', '§12.2', [
    { label: "attacker's Strength", value: -attacker.ST, rule: '§12.2' },
    { label: 'net attacker advantage', value: -naa, rule: '§12.3' },
    { label: 'CF lost to arm wounds', value: -(g.cfLostByArea[3] as number), rule: '§12.2' },
    weakness(g),
    ...defenderStrength(ctx.s.options, g, '§12.2'),
  ]);
  r.result = r.total <= 0 ? 'dropped' : 'held';
  if (r.total <= 0) dropItem(ctx, g, 'weapon', '§12.2');
  else ctx.emit('weapon-held', '§12.2', `${g.name} keeps hold of his weapon.`, { seat: g.seat });
}
