/**
 * Damage points and injuries (7.4-7.6) with the VP they bring (14.1): how much a successful attack deals, how the
 * defender pays it with cards of his hit-point deck and his items, the cover card last, and death.
 */
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { areFoes } from './actions.js';
import { itemValues, itemWords } from './items.js';
import { unbeatable } from './powers.js';
import { CARD_HP } from './tables.js';
import type { Card, Ctx, Fight, Fighter, Item } from './types.js';
import { COVER_HP, RULE } from './types.js';
import { award, VP } from './victory.js';
import { cardsWords } from './words.js';

/** 7.4, 7.5: one point, plus half the cards the attacker played and used, plus (optionally) one per 3 of margin. */
export function damagePoints(cardsUsed: number, margin: number, bonus: boolean): number {
  return 1 + Math.floor(cardsUsed / 2) + (bonus ? Math.floor(margin / 3) : 0);
}

/** Hit points of an item: halved, rounded down, once damaged (10.6). */
export const itemHp = (i: Item): number => itemValues(i.card, i.damaged).hp;

type Payable = { id: string; hp: number; sig: string };

/** The cards and items that may pay damage, each with its HP and a signature for cards alike. */
export function payables(f: Fighter): Payable[] {
  const card = (c: Card): Payable => ({
    id: c.id,
    hp: CARD_HP[c.kind],
    sig: c.kind === 'action' ? `action:${c.action}` : c.kind === 'specialMove' ? `special:${c.move}` : c.kind,
  });
  return [...f.deck.map(card), ...f.items.map((i) => ({ id: i.id, hp: itemHp(i), sig: `item:${i.id}` }))];
}

/** Whether the deck and items can pay without the cover card (7.6). */
export const canPay = (f: Fighter, damage: number): boolean => payables(f).reduce((s, p) => s + p.hp, 0) >= damage;

/**
 * Why a payment is refused, or null (7.6): every part must be a card of the hit-point deck or an item in play,
 * they must cover the damage, and no part may be superfluous (the rest would still cover it): no change is given,
 * but nothing is thrown away either.
 */
export function paymentProblem(f: Fighter, damage: number, ids: string[]): string | null {
  if (new Set(ids).size !== ids.length) return 'a card is named twice';
  const all = payables(f);
  const parts: Payable[] = [];
  for (const id of ids) {
    const p = all.find((x) => x.id === id);
    if (!p) return `card ${id} is neither in the hit-point deck nor an item in play`;
    parts.push(p);
  }
  const total = parts.reduce((s, p) => s + p.hp, 0);
  if (total < damage) return `these are worth ${total} HP and the damage is ${damage}`;
  const smallest = Math.min(...parts.map((p) => p.hp));
  if (total - smallest >= damage) return `a part worth ${smallest} HP is not needed to cover ${damage}`;
  return null;
}

/** The payments worth offering: every way to cover the damage with no superfluous part, one per mix of alike cards. */
export function paymentOptions(f: Fighter, damage: number): string[][] {
  const groups = new Map<string, Payable[]>();
  for (const p of payables(f)) groups.set(p.sig, [...(groups.get(p.sig) ?? []), p]);
  const kinds = [...groups.values()];
  const out: string[][] = [];
  const pick = (i: number, chosen: Payable[], total: number) => {
    if (total >= damage) {
      const smallest = Math.min(...chosen.map((p) => p.hp));
      if (total - smallest < damage) out.push(chosen.map((p) => p.id));
      return;
    }
    if (i >= kinds.length) return;
    const group = kinds[i] as Payable[];
    for (let n = 0; n <= group.length; n++) {
      const taken = group.slice(0, n);
      pick(i + 1, [...chosen, ...taken], total + taken.reduce((s, p) => s + p.hp, 0));
      if (total + taken.reduce((s, p) => s + p.hp, 0) >= damage) break;
    }
  };
  pick(0, [], 0);
  return out;
}

/** Removes the named parts from the game; returns the HP they were worth. */
function removeParts(f: Fighter, ids: string[]): number {
  let hp = 0;
  for (const id of ids) {
    const ci = f.deck.findIndex((c) => c.id === id);
    if (ci >= 0) {
      const c = f.deck[ci] as Card;
      hp += CARD_HP[c.kind];
      f.removed.push(c);
      f.deck.splice(ci, 1);
      continue;
    }
    const ii = f.items.findIndex((i) => i.id === id);
    const item = f.items[ii] as Item;
    hp += itemHp(item);
    f.lostItems.push(item);
    f.items.splice(ii, 1);
  }
  return hp;
}

/** 7.6: the defender pays the damage with the parts he names. */
export function pay(ctx: Ctx, fight: Fight, ids: string[]): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.defender] as Fighter;
  const problem = paymentProblem(d, fight.damage, ids);
  if (problem) return violation('bad-payment', RULE.injuries, `this payment does not settle the damage: ${problem}`);
  const cards = d.deck.filter((c) => ids.includes(c.id));
  const removedItems = d.items.filter((i) => ids.includes(i.id)).map((i) => itemWords(i.card));
  const paid = removeParts(d, ids);
  ctx.events.push({
    type: 'paid',
    visibleTo: 'all',
    rule: RULE.injuries,
    text: `${d.name} pays ${fight.damage} damage with ${paid} HP: ${[
      ...(cards.length > 0 ? [cardsWords(cards)] : []),
      ...removedItems,
    ].join(', ')}.`,
    data: { seat: d.seat, damage: fight.damage, paid, cards, items: removedItems },
  });
  scoreDamage(ctx, fight, Math.min(fight.damage, paid), false);
  return ok(undefined);
}

/** 7.6: the deck and items cannot cover the damage: all of it goes, the cover card with it, and he dies. */
export function payWithLife(ctx: Ctx, fight: Fight): void {
  const d = ctx.s.fighters[fight.defender] as Fighter;
  const paid =
    removeParts(
      d,
      payables(d).map((p) => p.id),
    ) + COVER_HP;
  d.cover = false;
  d.out = 'dead';
  ctx.events.push({
    type: 'death',
    visibleTo: 'all',
    rule: RULE.injuries,
    text: `${d.name} cannot pay ${fight.damage} damage without his cover card: he dies.`,
    data: { seat: d.seat, damage: fight.damage, paid },
  });
  scoreDamage(ctx, fight, Math.min(fight.damage, paid), true);
  unbeatable(ctx, d);
}

/** 14.1: VP for damage actually paid, first blood and the killing blow; from behind they cost instead. */
function scoreDamage(ctx: Ctx, fight: Fight, effective: number, killed: boolean): void {
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  // Hurting an ally (a Sweep, 10.1) earns nothing and takes no first blood.
  if (!areFoes(ctx.s, a.seat, fight.defender)) return;
  if (fight.fromBehind) {
    award(ctx, a, VP.damageFromBehind * effective, 'damage from behind');
    if (killed) award(ctx, a, VP.killingBlowFromBehind, 'killing blow from behind');
    return;
  }
  award(ctx, a, VP.frontalDamage * effective, 'frontal damage');
  if (!ctx.s.firstBlood && effective > 0) {
    ctx.s.firstBlood = true;
    award(ctx, a, VP.firstBlood, 'first blood');
  }
  if (killed) award(ctx, a, VP.killingBlow, 'killing blow');
}
