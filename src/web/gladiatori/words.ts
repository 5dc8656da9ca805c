/**
 * What the Gladiatori screen says, read from the view and `legal`: cards, items, commands, steps and causes of
 * victory points in words (never an id), and where an offered move leaves the fighter. Pure functions; the panels
 * live in GladiatoriScreen.tsx and the board in ArenaBoard.tsx.
 */
import { COMPASS, COMPASS_WORDS, type Direction, type Hex, hexEq, spokeOf } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { HOUSE_ITEMS, itemWords } from '../../games/gladiatori/items.js';
import type { FighterView, GladiatoriView } from '../../games/gladiatori/module.js';
import { CARD_HP, POWERS, SPECIAL_MOVES } from '../../games/gladiatori/tables.js';
import type { Card, Fight, GladiatoriCommand, Item, Phase, Recovery, VpCause } from '../../games/gladiatori/types.js';
import { listWords } from '../screen.js';
import { animalFightOf, animalFightWords, animalsOf } from './animals.js';

/** Compass points in words, for facings and for where a move ends (one list for every game: core/hex.ts). */
export const DIRECTION_WORDS: readonly string[] = COMPASS_WORDS;
export const facingWords = (d: Direction): string => DIRECTION_WORDS[d] ?? COMPASS[d];

const ACTION_WORDS: Readonly<Record<string, string>> = {
  strength: 'Strength',
  dexterity: 'Dexterity',
  berserk: 'Berserk',
  movement: 'Movement',
};
const REACTION_WORDS: Readonly<Record<string, string>> = {
  block: 'Block',
  parry: 'Parry',
  oppose: 'Oppose',
  dodge: 'Dodge',
};
const REACTION_OF: Readonly<Record<string, string>> = {
  strength: 'Block',
  dexterity: 'Parry',
  berserk: 'Oppose',
  movement: 'Dodge',
};

export const moveName = (id: string): string => SPECIAL_MOVES.find((m) => m.id === id)?.name ?? 'special move';
export const powerName = (id: string): string => POWERS.find((p) => p.id === id)?.name ?? 'power';
export const reactionName = (r: string): string => REACTION_WORDS[r] ?? 'reaction';
export const actionName = (a: string): string => ACTION_WORDS[a] ?? 'action';

/** A card's face in words: "Strength (Block)", "1-energy", "Feint", "Sweep". */
export function cardWords(c: Card): string {
  switch (c.kind) {
    case 'action':
      return `${actionName(c.action)} (${REACTION_OF[c.action] ?? 'reaction'})`;
    case 'energy0':
      return '0-energy';
    case 'energy1':
      return '1-energy';
    case 'feint':
      return 'Feint';
    case 'specialMove':
      return moveName(c.move);
  }
}

/** A short line under a card's name: what it is for. */
export function cardHint(c: Card): string {
  switch (c.kind) {
    case 'action':
      return `action card, ${CARD_HP.action} HP`;
    case 'energy0':
      return `combat card, ${CARD_HP.energy0} HP`;
    case 'energy1':
      return `combat card, +1 energy, ${CARD_HP.energy1} HP`;
    case 'feint':
      return `cancels a fight, ${CARD_HP.feint} HP`;
    case 'specialMove':
      return `special move, ${CARD_HP.specialMove} HP`;
  }
}

/** The item's words with its state: "shield +2/+3 (3 HP), damaged". */
export const itemLine = (i: Item): string => `${itemWords(i.card)}${i.damaged ? ', damaged' : ''}`;

/** Every card the viewer can see of a fighter, to name an id a command carries. */
function knownCards(f: FighterView | undefined): Card[] {
  if (!f) return [];
  const out: Card[] = [];
  for (const zone of [f.hand, f.deck, f.played]) if (Array.isArray(zone)) out.push(...zone);
  out.push(...f.discard, ...f.removed);
  for (const t of f.table) if ('card' in t) out.push(t.card);
  return out;
}

/** A card or item of this fighter named by its id, in words; "a card" when the viewer cannot see it. */
export function partWords(f: FighterView | undefined, id: string): string {
  const c = knownCards(f).find((x) => x.id === id);
  if (c) return cardWords(c);
  const item = [...(f?.items ?? []), ...(f?.lostItems ?? [])].find((i) => i.id === id);
  if (item) return itemLine(item);
  if (id === 'cover') return 'the cover card';
  return 'a card';
}

/** Where a hex lies from another, in words: "here", "1 hex north", "2 hexes north, then 1 north-east". */
export function offsetWords(from: Hex, to: Hex): string {
  if (hexEq(from, to)) return 'in place';
  const s = spokeOf(from, to);
  if (!s) return 'in place';
  const first = `${s.p} ${s.p === 1 ? 'hex' : 'hexes'} ${facingWords(s.a)}`;
  return s.q === 0 ? first : `${first}, then ${s.q} ${facingWords(((s.a + 1) % 6) as Direction)}`;
}

/** A move's end in words: "1 hex north, facing south", or "turn in place to face north-west". */
const moveWords = (from: Hex, to: Hex, facing: Direction): string =>
  hexEq(from, to)
    ? `turn in place to face ${facingWords(facing)}`
    : `${offsetWords(from, to)}, facing ${facingWords(facing)}`;

/** Where a hex lies in the arena, from its centre: "at the centre", "3 hexes north of the centre". */
const CENTRE: Hex = { q: 0, r: 0 };
export const placeWords = (at: Hex): string =>
  hexEq(at, CENTRE) ? 'at the centre' : `${offsetWords(CENTRE, at)} of the centre`;

/** Names with repeats counted: "Strength (Block) and 4 × 1-energy". */
export function grouped(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return listWords([...counts].map(([n, k]) => (k === 1 ? n : `${k} × ${n}`)));
}

const recoveryWords = (f: FighterView | undefined, r: Recovery): string => {
  const parts = [
    r.cards.length > 0 ? grouped(r.cards.map((id) => partWords(f, id))) : null,
    r.blood > 0 ? `${r.blood} Blood` : null,
    r.speed > 0 ? `${r.speed} Speed` : null,
    r.offense > 0 ? `${r.offense} Offense` : null,
    r.guard > 0 ? `${r.guard} Guard` : null,
  ].filter((x): x is string => x !== null);
  return parts.length === 0 ? 'nothing back' : `back: ${parts.join(', ')}`;
};

const elementsWords = (
  f: FighterView | undefined,
  e: { cards: string[]; blood: number; speed: number; offense: number; guard: number; endurance: number },
): string => {
  const parts = [
    ...e.cards.map((id) => partWords(f, id)),
    e.blood > 0 ? `${e.blood} Blood` : null,
    e.speed > 0 ? `${e.speed} Speed` : null,
    e.offense > 0 ? `${e.offense} Offense` : null,
    e.guard > 0 ? `${e.guard} Guard` : null,
    e.endurance > 0 ? `${e.endurance} Endurance` : null,
  ].filter((x): x is string => x !== null);
  return grouped(parts);
};

/** What makes up a chosen hand: "4 action cards, 3 energy cards and a Feint". */
export function handMakeUp(cards: readonly Card[]): string {
  const count = (n: number, one: string, many: string) => (n === 0 ? null : n === 1 ? `1 ${one}` : `${n} ${many}`);
  const parts = [
    count(cards.filter((c) => c.kind === 'action').length, 'action card', 'action cards'),
    count(cards.filter((c) => c.kind === 'energy1').length, '1-energy card', '1-energy cards'),
    count(cards.filter((c) => c.kind === 'energy0').length, '0-energy card', '0-energy cards'),
    count(cards.filter((c) => c.kind === 'feint').length, 'Feint', 'Feints'),
    count(cards.filter((c) => c.kind === 'specialMove').length, 'special move', 'special moves'),
  ].filter((x): x is string => x !== null);
  return parts.length === 0 ? 'no cards' : listWords(parts);
}

/** A command offered to `me` in words. */
export function commandWords(
  cmd: GladiatoriCommand,
  v: GladiatoriView,
  me: string,
  nameOf: (seat: string) => string,
): string {
  const f = v.fighters[me];
  const part = (id: string) => partWords(f, id);
  const at = f?.at ?? { q: 0, r: 0 };
  switch (cmd.type) {
    case 'choose': {
      const deck = Array.isArray(f?.deck) ? f.deck : [];
      const hand = deck.filter((c) => cmd.hand.includes(c.id));
      return `Keep ${cmd.hand.length} in hand (${handMakeUp(hand)}), ${deck.length - cmd.hand.length} in the hit-point deck`;
    }
    case 'extra':
      return `Extra movement with Speed: ${moveWords(at, cmd.to, cmd.facing)}`;
    case 'move':
      return `Move: ${moveWords(at, cmd.to, cmd.facing)}`;
    case 'pass':
      return 'Pass: no action this round';
    case 'surrender':
      return 'Surrender';
    case 'standby':
      return `Standby with ${part(cmd.card)} (${recoveryWords(f, cmd.recover)})`;
    case 'action': {
      const fromTable = f ? f.table.some((t) => 'card' in t && t.card.id === cmd.card) : false;
      const base = `${part(cmd.card)}${fromTable ? ' again from the table' : ''}`;
      const adds = cmd.add.length > 0 ? ` with ${grouped(cmd.add.map(part))}` : '';
      if (cmd.target === null) return `Action: ${base}${adds}, no fight`;
      const foe = nameOf(cmd.target);
      if (cmd.help) return `Action: ${base}${adds}, against ${foe} to help ${nameOf(cmd.help)}`;
      const item = cmd.item ? `, to break his ${partWords(v.fighters[cmd.target], cmd.item)}` : '';
      const thrown = cmd.throw ? `, throwing the ${part(cmd.throw)}` : '';
      return `Action: ${base}${adds}, attack ${foe}${item}${thrown}`;
    }
    case 'steady':
      return `Spend ${elementsWords(f, cmd.spend)} to take off ${cmd.marker === 'trapped' ? 'a Trapped' : 'an Unbalanced'} marker`;
    case 'balance':
      return cmd.spend === null
        ? 'Take the Unbalanced marker'
        : `Spend ${elementsWords(f, cmd.spend)} to keep your balance`;
    case 'react':
      return cmd.card === null
        ? 'No reaction: stay passive'
        : `React with ${part(cmd.card)}${cmd.add.length > 0 ? ` and ${grouped(cmd.add.map(part))}` : ''}`;
    case 'attack': {
      const parts = [
        cmd.offense ? 'with the Offense skill' : 'without the Offense skill',
        cmd.blood > 0 ? `${cmd.blood} Blood` : null,
        cmd.sacrifice ? `sacrificing ${part(cmd.sacrifice)}` : null,
        cmd.rage ? `Rage for ${part(cmd.rage)}` : null,
        cmd.overskill ? `Overskill +${cmd.overskill.points}` : null,
        cmd.powers?.lunge ? `Lunge with ${cmd.powers.lunge.length} cards` : null,
        cmd.powers?.deepWounds ? `Deep Wounds ${cmd.powers.deepWounds}` : null,
        cmd.powers?.leap ? `Leap +${cmd.powers.leap.attack}` : null,
        cmd.powers?.wrestling ? 'Wrestling' : null,
      ].filter((x): x is string => x !== null);
      return `Attack ${parts.join(', ')}`;
    }
    case 'defend': {
      const parts = [
        cmd.guard ? 'with the Guard skill' : 'without the Guard skill',
        cmd.speed > 0 ? `${cmd.speed} Speed` : null,
        cmd.sacrifice ? `sacrificing ${part(cmd.sacrifice)}` : null,
        cmd.rage ? `Rage for ${part(cmd.rage)}` : null,
        cmd.overskill ? `Overskill +${cmd.overskill.points}` : null,
        cmd.delay ? 'using Delay' : null,
      ].filter((x): x is string => x !== null);
      return `Defend ${parts.join(', ')}`;
    }
    case 'power':
      if (cmd.power === 'resistance') return `Use Resistance (${recoveryWords(f, cmd.recover)})`;
      if (cmd.power === 'adaptation')
        return `Use Adaptation: ${cmd.toHand.length} from the deck to the hand, ${cmd.toDeck.length} back`;
      return `Use ${powerName(cmd.power)}`;
    case 'feint':
      return cmd.card === null ? 'No Feint' : 'Play a Feint: this fight never happened';
    case 'wrestle':
      return `Wrestle the foe to the hex ${offsetWords(at, cmd.to)} of you`;
    case 'reflex':
      return cmd.to === null ? 'Stay where you are' : `Reflex move: ${moveWords(at, cmd.to, cmd.facing)}`;
    case 'pay':
      return cmd.cards.length === 0 ? 'Pay nothing' : `Pay with ${grouped(cmd.cards.map(part))}`;
    case 'rest': {
      const resist = cmd.resistance ? `, and Resistance (${recoveryWords(f, cmd.resistance)})` : '';
      return cmd.endurance
        ? `Rest with Endurance (${recoveryWords(f, cmd.recover)})${resist}`
        : `Rest without Endurance${resist}`;
    }
    case 'order':
      return cmd.place === null ? 'Keep your place in the order' : `Delay: take place ${cmd.place + 1} in the order`;
    case 'place':
      return `Set your miniature down ${placeWords(cmd.at)}, facing ${facingWords(cmd.facing)}`;
    case 'bid': {
      const energy = (n: number, kind: string) => (n === 0 ? null : `${n} energy card${n === 1 ? '' : 's'} ${kind}`);
      const parts = [energy(cmd.energy0, '0'), energy(cmd.energy1, '1')].filter((x): x is string => x !== null);
      return parts.length === 0 ? 'Bid nothing on this item' : `Bid ${parts.join(' and ')}`;
    }
    case 'pick':
      return `Take the ${dealtItem(cmd.item)}${cmd.drop ? `, setting aside the ${dealtItem(cmd.drop)}` : ''}`;
    case 'select':
      return cmd.items.length === 0 ? 'Ask for no item this round' : `Ask for ${grouped(cmd.items.map(dealtItem))}`;
    case 'keep':
      return `Keep ${grouped(cmd.items.map(dealtItem))}`;
  }
}

/** An item card named by its id in a deal (9.2-9.4), before anyone holds it. */
const dealtItem = (id: string): string => {
  const card = HOUSE_ITEMS.cards.find((c) => c.id === id);
  return card ? itemWords(card) : id;
};

const isHex = (x: unknown): x is Hex =>
  typeof x === 'object' && x !== null && typeof (x as Hex).q === 'number' && typeof (x as Hex).r === 'number';

/**
 * The hex an offered command leaves its fighter in (or puts him, or the foe he wrestles), whichever of `to` or `at`
 * it carries: generic, so that any command naming a hex (a placement, a start-hex choice) lights the board.
 */
export function commandHex(cmd: GladiatoriCommand): Hex | null {
  const c = cmd as { to?: unknown; at?: unknown };
  if (isHex(c.to)) return c.to;
  if (isHex(c.at)) return c.at;
  return null;
}

/** An offered command with its words, and the hex it ends in when it moves. */
export interface Choice {
  command: GladiatoriCommand;
  words: string;
  at: Hex | null;
}

/** The commands `legal` offers, in words. */
export function choicesOf(
  legal: Legal<unknown> | null,
  v: GladiatoriView,
  me: string | null,
  nameOf: (seat: string) => string,
): Choice[] {
  if (!legal || !me) return [];
  return (legal.commands as GladiatoriCommand[]).map((command) => ({
    command,
    words: commandWords(command, v, me, nameOf),
    at: commandHex(command),
  }));
}

/** The seats of the view named by their characters; null when the view is not Gladiatori's. */
export function gladiatoriSeatWords(view: unknown): ((seat: string) => string) | null {
  const v = view as Partial<GladiatoriView> | null;
  if (!v || typeof v !== 'object' || !v.fighters || typeof v.fighters !== 'object') return null;
  const fighters = v.fighters;
  // An animal's id (the animal modes) is named by its kind and number: "Bear 2".
  const animals = new Map(animalsOf(view).map((a) => [a.id, a.name]));
  return (seat: string) => {
    const f = Object.hasOwn(fighters, seat) ? fighters[seat] : undefined;
    if (f && typeof f.name === 'string') return f.name;
    return animals.get(seat) ?? `seat ${seat}`;
  };
}

const STEP_WORDS: Readonly<Record<string, string>> = {
  start: 'extra movement or the Action',
  move: 'the Movement action',
  fight: 'the fight',
  order: 'holders of Delay choose their place in the order',
};
const FIGHT_STEP_WORDS: Readonly<Record<Fight['step'], string>> = {
  react: 'the defender chooses his Reaction',
  attack: 'the attacker works out his Final Attack Value',
  balance: 'an Unbalancing Strike is answered',
  defend: 'the defender works out his Final Defence Value',
  attackerFeint: 'the attacker may play a Feint',
  defenderFeint: 'the defender may play a Feint',
  pay: 'the defender pays the damage',
  after: 'the moves after the fight',
};

/** The step of a fight with an animal (17.5, 17.7, 18.4), in words. */
const ANIMAL_STEP_WORDS: Readonly<Record<string, string>> = {
  react: 'the gladiator chooses his Reaction',
  defend: 'the gladiator works out his Final Defence Value',
  pay: 'the gladiator pays the damage',
  attack: 'the gladiator works out his Final Attack Value',
  toll: "the gladiator gives up what the bear's seven takes",
};

/** Where the turn stands, in words. */
export function phaseWords(v: GladiatoriView, nameOf: (seat: string) => string): string {
  const p: Phase = v.phase;
  switch (p.kind) {
    case 'choose':
      return `Turn ${v.turn}: each player chooses his hand in secret`;
    case 'rest':
      return `Turn ${v.turn}: rest`;
    case 'over':
      return 'The match is over';
    case 'deal':
      return `Before the first turn: the items are dealt by ${p.deal.method}`;
    case 'place': {
      const who = p.order[p.index];
      return `Before the first turn: ${who ? nameOf(who) : 'nobody'} sets his miniature down`;
    }
    case 'round': {
      const who = p.order[p.index];
      const head = `Turn ${v.turn}, combat round ${p.round}: ${who ? nameOf(who) : 'nobody'}'s round`;
      const beast = animalFightOf(v);
      if (beast) return `${head}; ${animalFightWords(beast, nameOf)}, ${ANIMAL_STEP_WORDS[beast.step] ?? 'fought out'}`;
      if (p.fight) return `${head}; ${FIGHT_STEP_WORDS[p.fight.step]}`;
      return `${head}; ${STEP_WORDS[p.step] ?? p.step}`;
    }
  }
}

/** The fight in play, in words for every seat. */
export function fightWords(fight: Fight, nameOf: (seat: string) => string): string {
  const a = nameOf(fight.attacker);
  const d = nameOf(fight.defender);
  if (fight.help) return `${a} attacks ${d} to help ${nameOf(fight.help)}`;
  const parts = [`${a} attacks ${d}${fight.fromBehind ? ' from behind' : ''}`];
  if (fight.reaction) parts.push(`${d} reacts with ${reactionName(fight.reaction)}`);
  if (fight.attack !== null) parts.push(`attack ${fight.effectiveAttack ?? fight.attack}`);
  if (fight.defence !== null) parts.push(`defence ${fight.defence}`);
  if (fight.step === 'pay') parts.push(`${fight.damage} damage to pay`);
  return parts.join('; ');
}

export const VP_CAUSE_WORDS: Readonly<Record<VpCause, string>> = {
  'frontal attack': 'an attack from the front',
  'frontal damage': 'damage from the front',
  'first blood': 'first blood',
  'killing blow': 'a killing blow',
  'attack from behind': 'an attack from behind',
  'damage from behind': 'damage from behind',
  'killing blow from behind': 'a killing blow from behind',
  fleeing: 'fleeing',
  cowardice: 'cowardice',
  survival: 'surviving',
  surrender: 'surrender',
  'animal kill': 'killing an animal',
};

/** A fighter's state in words: "fighting", "dead", "trapped (2), unbalanced (1), face-down". */
export function statusWords(f: FighterView): string {
  if (f.out === 'dead') return 'dead';
  if (f.out === 'surrendered') return 'surrendered';
  const marks = [
    f.trapped > 0 ? `trapped (${f.trapped})` : null,
    f.unbalanced > 0 ? `unbalanced (${f.unbalanced})` : null,
    f.faceDown ? 'face-down' : null,
    f.passive ? 'passive' : null,
  ].filter((x): x is string => x !== null);
  return marks.length === 0 ? 'fighting' : marks.join(', ');
}

/** The count of a zone the viewer may or may not see. */
export const countOf = (zone: Card[] | number): number => (Array.isArray(zone) ? zone.length : zone);

/** Hit points as the rules count them (7.6): the cards of the hand and deck and the cover card; null when hidden. */
export function hitPointsOf(f: FighterView): number | null {
  if (!Array.isArray(f.deck) || !Array.isArray(f.hand)) return null;
  if (!f.cover) return 0;
  return [...f.deck, ...f.hand].reduce((s, c) => s + CARD_HP[c.kind], 0) + CARD_HP.cover;
}
