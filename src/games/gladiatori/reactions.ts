/**
 * Reactions (6.6, 6.7, 8.2-8.5, 12.1): which Action cards a defender may react with, from where the attack comes
 * and what his status allows, and the cards he lays on the Reaction. Block, Parry and Oppose meet attacks from the
 * three front hexes only; Dodge meets any but one from directly behind. A Sweep's later targets react to a value
 * already worked out, so their defence follows at once (10.1).
 */
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { addCards, approach, layNew, reuseCost, spotOf } from './actions.js';
import { statusForbids } from './status.js';
import { type ActionType, REACTION_OF } from './tables.js';
import type { Ctx, Fight, Fighter, ReactionType } from './types.js';
import { RULE } from './types.js';

/** Why this reaction cannot meet this attack, or null. */
export function reactionForbidden(attacker: Fighter, defender: Fighter, r: ReactionType): string | null {
  if (defender.passive) return `${defender.name} passed this round and is passive (${RULE.passive})`;
  const from = approach(attacker, defender);
  if (from === 'directlyBehind') return `the attack comes from directly behind ${defender.name} (${RULE.passive})`;
  if (from === 'behind' && r !== 'dodge')
    return `the attack comes from behind ${defender.name}: only a Dodge can meet it (${RULE.reaction})`;
  return statusForbids(defender, r);
}

/** The type of an Action card the defender holds or has on the table, or null when he has no such card. */
function typeOf(d: Fighter, cardId: string): ActionType | null {
  const c = d.hand.find((x) => x.id === cardId);
  if (c) return c.kind === 'action' ? c.action : null;
  const t = d.table[spotOf(d, cardId)];
  return t ? t.card.action : null;
}

/** Why this card cannot react now, or null (6.6): new from the hand, or face-up on the table for Blood. */
export function reactionCardProblem(attacker: Fighter, d: Fighter, cardId: string): string | null {
  const type = typeOf(d, cardId);
  if (!type) return `card ${cardId} is not an Action card of ${d.name}'s hand or table`;
  const forbidden = reactionForbidden(attacker, d, REACTION_OF[type]);
  if (forbidden) return forbidden;
  return tableCardProblem(d, cardId);
}

/** Why a card on the table cannot be used again now (6.6): face-down, or its Blood not there; null from the hand. */
export function tableCardProblem(d: Fighter, cardId: string): string | null {
  const spot = spotOf(d, cardId);
  if (spot < 0) return null;
  const t = d.table[spot];
  if (t?.standby || t?.faceDown) return `card ${cardId} is face-down on the table`;
  if (d.blood < reuseCost(d, spot)) return `re-using card ${cardId} costs ${reuseCost(d, spot)} Blood`;
  return null;
}

/** Every card the defender may react with now. */
export function reactionCards(attacker: Fighter, d: Fighter): string[] {
  const ids = [...d.hand.filter((c) => c.kind === 'action').map((c) => c.id), ...d.table.map((t) => t.card.id)];
  return ids.filter((id) => reactionCardProblem(attacker, d, id) === null);
}

/** 6.6, 6.7: the defender reacts with a card and lays combat cards on it, or passes and is passive. */
export function react(ctx: Ctx, fight: Fight, cardId: string | null, add: string[]): Result<void, RuleViolation> {
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const d = ctx.s.fighters[fight.defender] as Fighter;
  if (cardId === null) {
    if (add.length > 0) return violation('passive-plays-no-cards', RULE.passive, 'a passive defender plays no cards');
    ctx.events.push({
      type: 'no-reaction',
      visibleTo: 'all',
      rule: RULE.passive,
      text: `${d.name} does not react and is passive.`,
      data: { seat: d.seat },
    });
    fight.step = fight.attack === null ? 'attack' : 'defend';
    return ok(undefined);
  }
  const problem = reactionCardProblem(a, d, cardId);
  if (problem) return violation('reaction-cannot-meet', RULE.reaction, `no such reaction: ${problem}`);
  const type = typeOf(d, cardId) as ActionType;
  let spot = spotOf(d, cardId);
  fight.reactionNew = spot < 0;
  if (spot < 0) spot = layNew(d, cardId);
  else d.blood -= reuseCost(d, spot);
  const added = addCards(d, add, RULE.addToReaction, 'defence');
  if (!added.ok) return added;
  fight.reaction = REACTION_OF[type];
  fight.reactionSpot = spot;
  ctx.events.push({
    type: 'reaction',
    visibleTo: 'all',
    rule: RULE.reaction,
    text: fight.reactionNew
      ? `${d.name} reacts with a new card from his hand and lays ${add.length} card${add.length === 1 ? '' : 's'} on it.`
      : `${d.name} reacts with his face-up ${type} card for ${reuseCost(d, spot)} Blood and lays ${add.length} card${
          add.length === 1 ? '' : 's'
        } on it.`,
    data: { seat: d.seat, added: add.length },
  });
  fight.step = fight.attack === null ? 'attack' : 'defend';
  return ok(undefined);
}
