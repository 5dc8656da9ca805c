/**
 * Rule 9 (wounds, armour, critical hits) and the log-sheet bookkeeping they drive:
 * CF changes on Display 9 (9.31), wound boxes on Display 8 (9.3), death (9.32), stun (11) and falling prone (15.1).
 */
import type { Ctx } from './context.js';
import { dropItem } from './items.js';
import { ARMOUR_DRM, type CritEffect, cfLostByWounds, criticalLookup, woundsFor } from './tables.js';
import { AREA_NAMES, type Area, type Gladiator } from './types.js';

/** Records a permanent CF change on Display 9 with its cause. */
export function changeCF(ctx: Ctx, g: Gladiator, amount: number, cause: string, rule: string): void {
  if (amount === 0) return;
  g.cf += amount;
  g.cfChanges.push({ amount, cause, rule, turn: ctx.s.turn, phase: ctx.s.phase });
}

export function kill(ctx: Ctx, g: Gladiator, how: string, rule: string): void {
  if (g.dead) return;
  g.dead = true;
  ctx.emit('killed', rule, `${g.name} is killed (${how}).`, { seat: g.seat, how });
}

/**
 * Checks wound boxes from W downwards (9.3); the first box of each new CF category costs its CF (9.31);
 * all boxes checked kills (9.32). Returns the CF lost.
 */
export function inflictWounds(ctx: Ctx, g: Gladiator, area: Area, n: number, cause: string, rule: string): number {
  if (n <= 0 || g.dead) return 0;
  const before = g.wounds[area - 1] as number;
  const after = Math.min(g.W, before + n);
  g.wounds[area - 1] = after;
  const lost = cfLostByWounds(area, before, after, g.W, ctx.s.options.woundCategories);
  changeCF(ctx, g, -lost, `${n} wound${n > 1 ? 's' : ''} to the ${AREA_NAMES[area]} (${cause})`, '§9.31');
  g.cfLostByArea[area - 1] = (g.cfLostByArea[area - 1] as number) + lost;
  ctx.emit(
    'wounds',
    rule,
    `${g.name} takes ${n} wound${n > 1 ? 's' : ''} to the ${AREA_NAMES[area]} (${after}/${g.W} boxes)${lost ? `, CF -${lost} → ${g.cf}` : ''}.`,
    { seat: g.seat, area, wounds: n, boxes: after, cfLost: lost },
  );
  if (after >= g.W) kill(ctx, g, `every wound box of the ${AREA_NAMES[area]} is checked`, '§9.32');
  if (lost > 0) checkConsciousness(ctx, g);
  return lost;
}

/** Adds stun factors (11.2) and checks for unconsciousness (9.36, 11.4). */
export function addStun(ctx: Ctx, g: Gladiator, n: number, cause: string, rule: string): void {
  if (n <= 0 || g.dead) return;
  g.stun += n;
  ctx.emit('stun', rule, `${g.name} is stunned ${n} (${cause}); stun now ${g.stun}.`, { seat: g.seat, stun: g.stun });
  checkConsciousness(ctx, g);
}

/**
 * 9.36 / 11.4: stun that brings the CF to the threshold knocks the man out and he falls prone. Checked whenever
 * the stun or the CF changes: a stunned man whose wounds, a critical or exertion take his CF down goes out at once
 * (9.36 speaks of stun combined with wounds), not when his stun is next rolled for.
 */
export function checkConsciousness(ctx: Ctx, g: Gladiator): void {
  if (g.dead || g.stun <= 0) return;
  const left = g.cf - g.stun;
  const out = ctx.s.options.unconsciousAt === 'zeroOrLess' ? left <= 0 : left < 0;
  if (out && !g.unconscious) {
    g.unconscious = true;
    ctx.emit(
      'unconscious',
      ctx.s.options.unconsciousAt === 'zeroOrLess' ? '§9.36' : '§11.4',
      `${g.name} loses consciousness (CF ${g.cf} - stun ${g.stun} = ${left}).`,
      {
        seat: g.seat,
      },
    );
    fallProne(ctx, g, 'knocked out', '§11.4');
  } else if (!out && g.unconscious) {
    g.unconscious = false;
    ctx.emit('conscious', '§11.5', `${g.name} comes round (CF ${g.cf} - stun ${g.stun} = ${left}).`, { seat: g.seat });
  }
}

/** 15.1: the figure is laid down facing its last front hexside after a backward step, its rear one after a forward step. */
export function fallProne(ctx: Ctx, g: Gladiator, cause: string, rule: string): void {
  if (g.posture === 'prone') return;
  g.posture = 'prone';
  g.stumbling = false;
  g.mustStumble = false;
  g.mustRise = true;
  if (g.lastStep === 'forward') g.facing = ((g.facing + 3) % 6) as Gladiator['facing'];
  ctx.emit('prone', rule, `${g.name} falls prone (${cause}).`, { seat: g.seat, facing: g.facing });
}

export interface HitEffect {
  cfLost: number;
  stunGained: number;
}

/** 9.1-9.5: a body hit with severity +plus on `area`. Returns the CF and stun it cost, for 8.461 and 11.3. */
export function bodyHit(ctx: Ctx, attacker: Gladiator, g: Gladiator, area: Area, plus: number): HitEffect {
  const effect: HitEffect = { cfLost: 0, stunGained: 0 };
  const worn = area === 1 && g.helmetLost ? null : g.armour[area - 1];
  const mods = plus ? [{ label: `H+${plus}`, value: plus, rule: '§9.1' }] : [];
  if (worn) {
    let struck = worn.coverage === null;
    if (worn.coverage !== null) {
      const r = ctx.dice.roll(2, `partial armour ${worn.quality}${worn.coverage} on the ${AREA_NAMES[area]}`, '§9.22');
      struck = r.total <= worn.coverage;
      r.result = struck ? 'strikes armour' : 'strikes flesh';
    }
    if (struck) mods.push({ label: `armour ${worn.quality}`, value: ARMOUR_DRM[worn.quality], rule: '§9.21' });
  }
  const roll = ctx.dice.roll(3, `wound severity, ${AREA_NAMES[area]}`, '§9.1', mods);
  const { wounds, row } = woundsFor(roll.total);
  roll.row = `wound table row ${row}`;
  roll.result = wounds === 'kill' ? 'killed' : `${wounds} wound${wounds === 1 ? '' : 's'}`;
  if (wounds === 'kill') {
    ctx.emit('wound-roll', '§9.1', `${attacker.name}'s blow to the ${AREA_NAMES[area]} kills ${g.name}.`, {
      seat: g.seat,
      area,
    });
    kill(ctx, g, 'killing blow', '§9.1');
    return effect;
  }
  if (wounds === 0) {
    ctx.emit('wound-roll', '§9.2', `The hit on ${g.name}'s ${AREA_NAMES[area]} does no wound.`, { seat: g.seat, area });
    return effect;
  }
  // 9.4: a critical check whenever one or more wounds are suffered, +1 per wound beyond the first.
  const crit = ctx.dice.roll(2, `critical hit, ${AREA_NAMES[area]}`, '§9.4', [
    { label: 'wounds beyond the first', value: wounds - 1, rule: '§9.4' },
  ]);
  const c = criticalLookup(area, crit.total);
  crit.row = `critical table ${AREA_NAMES[area]}, ${c.row}`;
  crit.result = c.code;
  const effects: CritEffect[] = [...c.effects];
  if (effects.includes('H') && (g.helmetLost || !g.armour[0])) {
    // 9.5 H: a man without a helmet suffers 3xM instead.
    effects.splice(effects.indexOf('H'), 1, '3x', 'M');
  }
  let n = wounds;
  if (effects.includes('2x')) n *= 2;
  if (effects.includes('3x')) n *= 3;
  if (effects.includes('1')) n += 1;
  ctx.emit(
    'hit',
    '§9.1',
    `${g.name} is hit on the ${AREA_NAMES[area]}: ${wounds} wound${wounds > 1 ? 's' : ''}, critical ${c.code}${n !== wounds ? ` → ${n} wounds` : ''}.`,
    { seat: g.seat, area, wounds: n, critical: c.code },
  );
  effect.cfLost += inflictWounds(ctx, g, area, n, `hit by ${attacker.name}`, '§9.3');
  if (g.dead) return effect;
  for (const e of effects) effect.cfLost += criticalEffect(ctx, g, area, e, effect);
  return effect;
}

/** One critical result of 9.5 besides the wound multipliers. Returns CF lost (V); stun goes into `effect`. */
function criticalEffect(ctx: Ctx, g: Gladiator, area: Area, e: CritEffect, effect: HitEffect): number {
  switch (e) {
    case 'V':
      changeCF(ctx, g, -1, 'vision obstructed', '§9.5');
      ctx.emit('critical', '§9.5', `${g.name}'s vision is obstructed: CF -1 for the match.`, { seat: g.seat });
      checkConsciousness(ctx, g);
      return 1;
    case 'S': {
      const r = ctx.dice.roll(2, 'stun from a head critical', '§9.5', [{ label: 'CON', value: -g.CON }]);
      const n = Math.max(1, r.total);
      r.result = `${n} stun`;
      effect.stunGained += n;
      addStun(ctx, g, n, 'critical hit to the head', '§9.5');
      return 0;
    }
    case 'H':
      g.helmetLost = true;
      ctx.emit('critical', '§9.5', `${g.name} loses his helmet: the head has no armour now.`, { seat: g.seat });
      return 0;
    case 'M':
      if (!g.mortalWound)
        ctx.emit('critical', '§9.5', `${g.name} is mortally wounded: he dies when the match ends.`, { seat: g.seat });
      g.mortalWound = true;
      return 0;
    case 'K':
      kill(ctx, g, 'critical hit', '§9.5');
      return 0;
    case 'ST':
      g.ST -= 1;
      ctx.emit('critical', '§9.5', `${g.name}'s Strength falls to ${g.ST} (CF unchanged, 9.35).`, { seat: g.seat });
      return 0;
    case 'AG':
      g.AG -= 1;
      ctx.emit('critical', '§9.5', `${g.name}'s Agility falls to ${g.AG}; NF falls with it (CF unchanged, 9.35).`, {
        seat: g.seat,
      });
      return 0;
    case 'LMP':
      g.lmp += 1;
      ctx.emit('critical', '§9.5', `${g.name} is lamed: one fewer moving phase a turn from next turn.`, {
        seat: g.seat,
      });
      return 0;
    case 'STU':
      g.stu += 1;
      ctx.emit(
        'critical',
        '§9.5',
        `${g.name} may stumble: ${g.stu} die${g.stu > 1 ? 'ce' : ''} checked whenever he leaves his hex.`,
        { seat: g.seat },
      );
      return 0;
    case 'SA':
      g.severedArteries.push({ area, since: ctx.phaseKey });
      ctx.emit(
        'critical',
        '§9.5',
        `${g.name} has a severed artery in the ${AREA_NAMES[area]}: one wound there each later phase.`,
        { seat: g.seat },
      );
      return 0;
    case 'WD':
      if (g.hasWeapon) dropItem(ctx, g, 'weapon', '§9.5');
      return 0;
    case 'SD':
      if (g.shield) dropItem(ctx, g, 'shield', '§9.5');
      return 0;
    case '1':
    case '2x':
    case '3x':
      return 0;
  }
}

/** 9.5 SA: each severed artery bleeds one wound at the end of every later phase. */
export function bleed(ctx: Ctx, g: Gladiator): void {
  for (const { area, since } of g.severedArteries) {
    if (g.dead) return;
    if (since !== ctx.phaseKey) inflictWounds(ctx, g, area, 1, 'severed artery', '§9.5');
  }
}
