/**
 * Gladiatori in the terminal: the arena drawn as text (each fighter by his seat letter and an arrow for his
 * facing), a line a fighter (what the seat may see of him), the step awaited in words, every offered command in
 * words, and commands typed in words: "keep a1 a2 e1", "strength at b with a9", "react parry", "attack offense
 * blood 2", "defend guard", "feint", "pay a4 a5", "move 2,-1 sw", "rest endurance", "bid e0 0 e1 2", "pick
 * sword-3-1", "hold sword-3-1", "place 0,3 n", "order 1"... A card is named by its id ("a7") or by what it is
 * ("strength", "e1", "feint", "sacrifice"); a foe by his seat letter or his name, an animal by its id ("x2").
 */
import { COMPASS, COMPASS_WORDS, type Direction, type Hex } from '../core/hex.js';
import { FACING_ARROWS, hexTextGrid } from '../core/hex-text.js';
import type { SeatId } from '../core/protocol.js';
import { err, ok, type Result } from '../core/result.js';
import { animalById, animalName } from '../games/gladiatori/animals/pack.js';
import { HOUSE_ITEMS, itemWords } from '../games/gladiatori/items.js';
import type { FighterView, GladiatoriView } from '../games/gladiatori/module.js';
import { POWERS, SPECIAL_MOVES, specialMove } from '../games/gladiatori/tables.js';
import type { Card, GladiatoriCommand, Recovery, TableSpot } from '../games/gladiatori/types.js';
import { cardWords } from '../games/gladiatori/words.js';

/** The arena, flat-topped hexes in columns (src/core/hex-text.ts); a fallen fighter in capitals. */
export function renderArena(v: GladiatoriView): string[] {
  const grid = hexTextGrid(v.options.arenaRadius);
  for (const seat of v.seats) {
    const f = v.fighters[seat] as FighterView;
    if (f.out !== null) continue;
    grid.put(f.at, `${f.faceDown ? seat.toUpperCase() : seat}${FACING_ARROWS[f.facing]}`);
  }
  // Animals by their id (x1, x2 ...): they have no facing (17.5).
  for (const a of v.animals?.pack ?? []) if (a.state === 'arena' && a.at) grid.put(a.at, a.id);
  return grid.lines();
}

/** A card in words, as the engine's log names it: "Strength", "1-energy", "Acrobatic Strike". */
export const cardName = cardWords;

const hexWords = (h: Hex): string => `${h.q},${h.r}`;
const powerName = (id: string): string => POWERS.find((p) => p.id === id)?.name ?? id;

/** The cards of a seat the viewer may see, by id: his own hand and deck, his table, anyone's discard pile. */
function knownCards(v: GladiatoriView, seat: SeatId): Map<string, Card> {
  const me = v.fighters[seat] as FighterView;
  const out = new Map<string, Card>();
  const add = (cards: Card[] | number) => {
    if (Array.isArray(cards)) for (const c of cards) out.set(c.id, c);
  };
  add(me.hand);
  add(me.deck);
  add(me.played);
  add(me.discard);
  for (const t of me.table) if ('card' in t) out.set(t.card.id, t.card);
  return out;
}

const cardsWords = (cards: Card[]): string =>
  cards.length === 0 ? 'none' : cards.map((c) => `${c.id} ${cardName(c)}`).join(', ');

/** The table of Action cards, left to right: "a1 Strength (used), [face down]". */
function tableWords(table: (TableSpot | { hidden: true; rotated: boolean; standby: boolean })[]): string {
  if (table.length === 0) return 'none';
  return table
    .map((t) => {
      const flags = [t.rotated ? 'used' : '', t.standby ? 'on Standby' : ''].filter((x) => x !== '').join(', ');
      const what = 'card' in t && !t.faceDown ? `${t.card.id} ${cardName(t.card)}` : 'a face-down card';
      return flags ? `${what} (${flags})` : what;
    })
    .join(', ');
}

const ANIMAL_WORDS: Record<string, string> = { dog: 'dog', wolf: 'wolf', lion: 'lion', bear: 'bear' };
const MODE_WORDS: Record<string, string> = { solo: 'Solo', cooperative: 'Cooperative', coliseum: 'Coliseum' };
const ANIMAL_STATE: Record<string, string> = {
  waiting: 'waiting outside',
  called: 'called in',
  arena: 'on the sand',
  dead: 'dead',
};

/** The pack in one line (17): each animal by id and kind, where it is. */
function animalLine(v: GladiatoriView): string | null {
  const a = v.animals;
  if (!a) return null;
  const each = a.pack.map(
    (x) =>
      `${x.id} ${ANIMAL_WORDS[x.kind] ?? x.kind} ${x.state === 'arena' && x.at ? `at ${hexWords(x.at)}` : ANIMAL_STATE[x.state]}` +
      (x.trapped ? ` (netted, ${x.trapped})` : ''),
  );
  return `Animals (${MODE_WORDS[a.mode] ?? a.mode}): ${each.length > 0 ? each.join(', ') : 'none yet'}`;
}

/** One paragraph a fighter: what `viewer` may see of him. */
export function describeFighters(v: GladiatoriView, viewer: SeatId): string[] {
  const lines: string[] = [];
  for (const seat of v.seats) {
    const f = v.fighters[seat] as FighterView;
    const side = v.options.teams > 0 ? ` [team ${f.side + 1}]` : '';
    const state =
      f.out === 'dead'
        ? ' — dead'
        : f.out === 'surrendered'
          ? ' — surrendered'
          : [
              f.faceDown ? 'face-down' : '',
              f.trapped > 0 ? `trapped (${f.trapped})` : '',
              f.unbalanced > 0 ? `unbalanced (${f.unbalanced})` : '',
              f.passive ? 'passive' : '',
            ]
              .filter((x) => x !== '')
              .map((x) => `, ${x}`)
              .join('');
    const count = (x: Card[] | number) => (Array.isArray(x) ? x.length : x);
    const items = f.items.map((i) => `${itemWords(i.card)}${i.damaged ? ' damaged' : ''}`).join(', ') || 'no items';
    lines.push(
      `${seat} ${f.name}${side}: ${v.scores[seat]} VP; hand ${count(f.hand)}, hit-point deck ${count(f.deck)}${f.cover ? ' and the cover card' : ''}; ` +
        `at ${hexWords(f.at)} facing ${COMPASS_WORDS[f.facing]}${state}; ${items}`,
    );
    if (seat === viewer && f.skills && Array.isArray(f.hand) && Array.isArray(f.deck)) {
      lines.push(
        `   Offense ${f.skills.offense}, Guard ${f.skills.guard}, Endurance ${f.skills.endurance}, Blood ${f.blood}, Speed ${f.speed}` +
          (f.moves.length > 0 ? `; special moves: ${f.moves.map((m) => specialMove(m).name).join(', ')}` : '') +
          (f.powers.length > 0 ? `; powers: ${f.powers.map(powerName).join(', ')}` : ''),
      );
      lines.push(`   hand: ${cardsWords(f.hand)}`);
      lines.push(`   hit-point deck: ${cardsWords(f.deck)}`);
    }
    lines.push(`   table: ${tableWords(f.table)}; discard pile: ${cardsWords(f.discard)}`);
  }
  const animals = animalLine(v);
  if (animals) lines.push(animals);
  return lines;
}

/** A fighter's name, or an animal's (17). */
const nameOf = (v: GladiatoriView, seat: SeatId | null | undefined): string => {
  if (!seat) return 'nobody';
  const f = v.fighters[seat] as FighterView | undefined;
  if (f) return f.name;
  const a = v.animals ? animalById(v.animals, seat) : undefined;
  return a ? `the ${animalName(a)}` : seat;
};

/** An item card of the list by id, in words (9). */
const listedItem = (id: string): string => {
  const c = HOUSE_ITEMS.cards.find((x) => x.id === id);
  return c ? itemWords(c) : id;
};

/** What the seat is asked for while the items are dealt (9.2-9.4). */
function dealWords(v: GladiatoriView, seat: SeatId): string {
  const p = v.phase;
  if (p.kind !== 'deal') return '';
  const d = p.deal;
  if (d.method === 'auction') {
    if (d.keep.includes(seat)) return 'Items: you won more than two, or a clashing pair: say which you hold.';
    const lot = d.auction.lots[0];
    return `Items, auction: bid energy cards on the lot${lot ? ` (${itemWords(lot)})` : ''}.`;
  }
  if (d.method === 'draft')
    return `Items, draft: take one of the cards face up: ${d.draft.faceUp.map((c) => `${c.id} ${itemWords(c)}`).join(', ')}.`;
  return 'Items, selection: ask for one or two items of the list, or none to be content with what you hold.';
}

/** What the seat is asked for in a fight with an animal (17.5, 17.7), or null when there is none. */
function animalStepWords(v: GladiatoriView, seat: SeatId, head: string): string | null {
  const fight = v.animals?.fight;
  if (!fight || fight.seat !== seat) return null;
  const vs = `${nameOf(v, seat)} and ${nameOf(v, fight.animal)}`;
  switch (fight.step) {
    case 'react':
      return `${head}, ${vs}: the animal attacks: your Reaction (or none).`;
    case 'defend':
      return `${head}, ${vs}: the animal rolls ${fight.value}: your defence: Guard, Speed for a Dodge, or a power given up.`;
    case 'attack':
      return `${head}, ${vs}: your attack: Offense, Blood for a Berserk, or a power given up; the animal defends with ${fight.value}.`;
    case 'pay':
      return `${head}, ${vs}: pay ${fight.damage} damage with cards of your hit-point deck or items.`;
    case 'toll':
      return `${head}, ${vs}: the bear takes a card of your hit-point deck or an item: which?`;
  }
}

/** What the seat is asked for now, in words. */
export function stepWords(v: GladiatoriView, seat: SeatId): string {
  const p = v.phase;
  const turn = `Turn ${v.turn}`;
  if (p.kind === 'choose') return `${turn}: choose the cards you keep in hand; the rest become your hit-point deck.`;
  if (p.kind === 'rest') return `${turn}, rest: use your Endurance to win back cards and points, or not.`;
  if (p.kind === 'deal') return dealWords(v, seat);
  if (p.kind === 'place')
    return v.options.freePlacement
      ? 'Free placement: set your miniature down on a hex, facing one way.'
      : 'Start hexes: pick a free marked start hex for your miniature, and the way it faces.';
  if (p.kind !== 'round') return 'The match is over.';
  const head = `${turn}, combat round ${p.round}`;
  const withAnimal = animalStepWords(v, seat, head);
  if (withAnimal) return withAnimal;
  if (p.step === 'order') return `${head}: your Delay: keep your place in the order, or take another.`;
  const fight = p.fight;
  if (!fight) {
    if (p.step === 'move') return `${head}: your Movement: where do you go, and which way do you face?`;
    return `${head}: your round: an Action (with a target to attack), extra movement, Standby, pass or surrender.`;
  }
  const vs = `${nameOf(v, fight.attacker)} against ${nameOf(v, fight.defender)}`;
  switch (fight.step) {
    case 'react':
      return `${head}, ${vs}: your Reaction (or none).`;
    case 'attack':
      return `${head}, ${vs}: your attack: Offense, Blood for a Berserk, and any special move or power.`;
    case 'defend':
      return `${head}, ${vs}: the attack is ${fight.effectiveAttack ?? fight.attack}: your defence: Guard, Speed for a Dodge.`;
    case 'balance':
      return `${head}, ${vs}: an Unbalancing Strike: spend two elements, or take the white cube.`;
    case 'attackerFeint':
    case 'defenderFeint':
      return `${head}, ${vs}: attack ${fight.effectiveAttack ?? fight.attack}, defence ${fight.defence}: feint or not?`;
    case 'pay':
      return `${head}, ${vs}: pay ${fight.damage} damage with cards of your hit-point deck or items.`;
    case 'after':
      return `${head}, ${vs}: your move after the fight.`;
  }
  return `${head}: ${seat} to play.`;
}

const recoveryWords = (r: Recovery, cards: Map<string, Card>): string => {
  const parts = [
    ...r.cards.map((id) => `${id} ${cards.get(id) ? cardName(cards.get(id) as Card) : ''}`.trim()),
    r.blood ? `${r.blood} Blood` : '',
    r.speed ? `${r.speed} Speed` : '',
    r.offense ? `${r.offense} Offense` : '',
    r.guard ? `${r.guard} Guard` : '',
  ].filter((x) => x !== '');
  return parts.length > 0 ? parts.join(', ') : 'nothing';
};

/** A command in words, as the seat would type it (the same words `parseWords` reads), with a gloss. */
export function commandWords(v: GladiatoriView, seat: SeatId, c: GladiatoriCommand): string {
  const cards = knownCards(v, seat);
  const card = (id: string) => {
    const k = cards.get(id);
    return k ? `${id} ${cardName(k)}` : id;
  };
  const list = (ids: string[]) => ids.map(card).join(', ');
  const item = (id: string) => {
    const all = Object.values(v.fighters).flatMap((f) => f.items);
    const found = all.find((i) => i.id === id);
    return found ? itemWords(found.card) : id;
  };
  switch (c.type) {
    case 'choose':
      return c.hand.length === 0 ? 'keep none' : `keep ${c.hand.join(' ')} (${list(c.hand)})`;
    case 'pass':
      return 'pass';
    case 'surrender':
      return 'surrender (-15 VP)';
    case 'extra':
      return `extra ${hexWords(c.to)} ${COMPASS[c.facing]} (extra movement with Speed)`;
    case 'move':
      return `move ${hexWords(c.to)} ${COMPASS[c.facing]}`;
    case 'standby':
      return `standby ${c.card} (${card(c.card)}; wins back ${recoveryWords(c.recover, cards)})`;
    case 'action': {
      const parts = [`act ${c.card}`];
      if (c.target) parts.push(`at ${c.target}`);
      if (c.add.length > 0) parts.push(`with ${c.add.join(' ')}`);
      if (c.item) parts.push(`break ${c.item}`);
      if (c.throw) parts.push(`throw ${c.throw}`);
      if (c.help) parts.push(`help ${c.help}`);
      if (c.sweep) parts.push(`sweep ${c.sweep.join(' ')}`);
      const gloss = [card(c.card)];
      if (c.sweep) gloss.push(`sweeping ${c.sweep.map((x) => nameOf(v, x)).join(', then ')}`);
      else if (c.target)
        gloss.push(c.help ? `with ${nameOf(v, c.help)} against ${nameOf(v, c.target)}` : `at ${nameOf(v, c.target)}`);
      if (c.add.length > 0) gloss.push(`with ${list(c.add)}`);
      if (c.throw) gloss.push(`throwing the ${item(c.throw)}`);
      if (c.item) gloss.push(`to break the ${item(c.item)}`);
      return `${parts.join(' ')} (${gloss.join(' ')})`;
    }
    case 'steady':
      return `steady ${c.marker} (spends ${c.spend.cards.length} cards, ${c.spend.blood + c.spend.speed + c.spend.offense + c.spend.guard + c.spend.endurance} points)`;
    case 'balance':
      return c.spend ? 'balance (spend two elements)' : 'balance none (take the white cube)';
    case 'react':
      return c.card === null
        ? 'react none'
        : `react ${c.card}${c.add.length > 0 ? ` with ${c.add.join(' ')}` : ''} (${card(c.card)}${c.add.length > 0 ? ` with ${list(c.add)}` : ''})`;
    case 'attack': {
      const parts = ['attack'];
      if (c.offense) parts.push('offense');
      if (c.blood > 0) parts.push(`blood ${c.blood}`);
      if (c.sacrifice) parts.push(`sacrifice ${c.sacrifice}`);
      if (c.rage) parts.push(`rage ${c.rage}`);
      if (c.overskill) parts.push(`overskill ${c.overskill.skill} ${c.overskill.points}`);
      if (c.powers?.deepWounds) parts.push(`deep ${c.powers.deepWounds}`);
      if (c.powers?.leap) parts.push(`leap ${c.powers.leap.attack} ${c.powers.leap.damage}`);
      if (c.powers?.wrestling) parts.push('wrestling');
      if (c.spend) parts.push(`spend ${c.spend}`);
      // Last: the cards it names run to the end of the line.
      if (c.powers?.lunge) parts.push(`lunge ${c.powers.lunge.join(' ')}`);
      return parts.join(' ');
    }
    case 'defend': {
      const parts = ['defend'];
      if (c.guard) parts.push('guard');
      if (c.speed > 0) parts.push(`speed ${c.speed}`);
      if (c.sacrifice) parts.push(`sacrifice ${c.sacrifice}`);
      if (c.rage) parts.push(`rage ${c.rage}`);
      if (c.overskill) parts.push(`overskill ${c.overskill.skill} ${c.overskill.points}`);
      if (c.delay) parts.push('delay');
      if (c.spend) parts.push(`spend ${c.spend}`);
      return parts.join(' ');
    }
    case 'power':
      return c.power === 'adaptation'
        ? `power adaptation ${c.toHand.join(' ')}`
        : c.power === 'resistance'
          ? `power resistance (wins back ${recoveryWords(c.recover, cards)})`
          : 'power stand up';
    case 'feint':
      return c.card ? `feint (${card(c.card)})` : 'no feint';
    case 'pay':
      return `pay ${c.cards.join(' ')} (${c.cards.map((id) => (id.includes(':') ? item(id) : card(id))).join(', ')})`;
    case 'wrestle':
      return `wrestle ${hexWords(c.to)}`;
    case 'reflex':
      return c.to ? `reflex ${hexWords(c.to)} ${COMPASS[c.facing]}` : 'reflex stay';
    case 'rest': {
      const resist = c.resistance ? `; Resistance wins back ${recoveryWords(c.resistance, cards)}` : '';
      const words = [c.endurance ? 'rest endurance' : 'rest', c.resistance ? 'resistance' : ''].filter((x) => x);
      return `${words.join(' ')} (${c.endurance ? `wins back ${recoveryWords(c.recover, cards)}` : 'no Endurance'}${resist})`;
    }
    case 'order': {
      const p = v.phase;
      const order = p.kind === 'round' ? p.order : [];
      return c.place === null
        ? 'order keep (your place as it is)'
        : `order ${c.place + 1} (take place ${c.place + 1}, ${nameOf(v, order[c.place])}'s)`;
    }
    case 'place':
      return `place ${hexWords(c.at)} ${COMPASS[c.facing]}`;
    case 'bid':
      return `bid e0 ${c.energy0} e1 ${c.energy1} (${c.energy0} 0-energy and ${c.energy1} 1-energy cards)`;
    case 'pick':
      return `pick ${c.item}${c.drop ? ` drop ${c.drop}` : ''} (${listedItem(c.item)}${c.drop ? `, leaving the ${listedItem(c.drop)}` : ''})`;
    case 'select':
      return c.items.length === 0
        ? 'select none (content)'
        : `select ${c.items.join(' ')} (${c.items.map(listedItem).join(', ')})`;
    case 'keep':
      return `hold ${c.items.join(' ')} (${c.items.map(listedItem).join(', ')})`;
  }
}

const CARD_WORDS: Record<string, (c: Card) => boolean> = {
  strength: (c) => c.kind === 'action' && c.action === 'strength',
  dexterity: (c) => c.kind === 'action' && c.action === 'dexterity',
  movement: (c) => c.kind === 'action' && c.action === 'movement',
  berserk: (c) => c.kind === 'action' && c.action === 'berserk',
  e0: (c) => c.kind === 'energy0',
  e1: (c) => c.kind === 'energy1',
  feint: (c) => c.kind === 'feint',
  ...Object.fromEntries(
    SPECIAL_MOVES.map((m) => [m.id.toLowerCase(), (c: Card) => c.kind === 'specialMove' && c.move === m.id]),
  ),
};
/** The Reaction each Action card gives (6.6), so that "react parry" finds the Dexterity card. */
const REACTION_WORDS: Record<string, string> = {
  block: 'strength',
  parry: 'dexterity',
  dodge: 'movement',
  oppose: 'berserk',
};

/** Cards named by id or by kind, from `pool` (each card once); null names the first word not understood. */
function pickCards(words: string[], pool: Card[]): Result<string[], string> {
  const used = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const byId = pool.find((c) => c.id === w && !used.has(c.id));
    const test = CARD_WORDS[REACTION_WORDS[w] ?? w];
    const byKind = byId ?? (test ? pool.find((c) => !used.has(c.id) && test(c)) : undefined);
    if (!byKind) return err(`no card "${w}" to use here (name a card by its id, e.g. a7, or by what it is)`);
    used.add(byKind.id);
    out.push(byKind.id);
  }
  return ok(out);
}

const DIRECTION_WORDS: Record<string, Direction> = {
  n: 0,
  ne: 1,
  se: 2,
  s: 3,
  sw: 4,
  nw: 5,
  north: 0,
  'north-east': 1,
  'south-east': 2,
  south: 3,
  'south-west': 4,
  'north-west': 5,
};
const readHex = (w: string | undefined): Hex | null => {
  const m = /^(-?\d+),(-?\d+)$/.exec(w ?? '');
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null;
};
const readNumber = (w: string | undefined): number | null => (w !== undefined && /^\d+$/.test(w) ? Number(w) : null);

/** A foe or ally named by seat letter or by name. */
function readSeat(v: GladiatoriView, w: string | undefined): SeatId | null {
  if (w === undefined) return null;
  if (v.seats.includes(w)) return w;
  if (v.animals?.pack.some((a) => a.id === w)) return w;
  return v.seats.find((s) => (v.fighters[s] as FighterView).name.toLowerCase() === w) ?? null;
}

/** The words after `key` up to the next keyword of the list. */
function clause(words: string[], key: string, keys: readonly string[]): string[] | null {
  const i = words.indexOf(key);
  if (i < 0) return null;
  const rest = words.slice(i + 1);
  const end = rest.findIndex((w) => keys.includes(w));
  return end < 0 ? rest : rest.slice(0, end);
}

/** A fighter named by seat letter or name, or an animal by its id (17). */
function readTarget(v: GladiatoriView, w: string | undefined): SeatId | null {
  const seat = readSeat(v, w);
  if (seat !== null || w === undefined) return seat;
  return v.animals?.pack.some((a) => a.id === w) ? w : null;
}

const ACT_KEYS = ['at', 'with', 'break', 'throw', 'help', 'sweep'] as const;
const POWER_IDS = new Map(POWERS.map((p) => [p.id.toLowerCase(), p.id]));

/** The help for typing commands, one line a command. */
export const TYPING_HELP = [
  'Type the number of an offer, or a command in words (cards by id, e.g. a7, or by what they are: strength,',
  'dexterity, movement, berserk, e0, e1, feint, or a special move; foes by letter or name; hexes as q,r; facings',
  'N NE SE S SW NW):',
  '  keep a1 a2 e1 · keep all · keep none       pass · surrender',
  '  act strength at b with e1 e1 · act a3 at thraex · act movement · act dexterity at b throw a:spear-2-1',
  '  extra 2,-1 sw · move 2,-1 sw · standby a5 · steady trapped · power stand up',
  '  react parry · react a2 with e1 · react none',
  '  attack · attack offense blood 2 · defend guard speed 1 · defend delay',
  '  feint · no feint · pay a4 a6 · balance · balance none · wrestle 1,0 · reflex stay · reflex 1,0 n',
  '  act strength with a20 sweep b c (a Sweep: its targets in order) · act strength at x2 (an animal)',
  '  attack offense spend resistance · defend guard spend leap (a power given up against an animal)',
  '  rest · rest endurance · rest resistance · rest endurance resistance',
  '  order keep · order 1 (Delay: your place)   place 0,3 n (your miniature: a free or a start hex)',
  '  bid e0 0 e1 2 · pick sword-3-1 · pick spear-2-1 drop helmet-0-2 · select sword-3-1 · select none',
  '  hold sword-3-1 shield-2-3 (the items you keep) · q to leave',
];

/**
 * A command typed in words, for `seat` seeing `v`, with the offered commands `offers` to fill what a person need
 * not type (what Standby, Rest or Resistance win back, the elements a marker costs): the person's choice of the
 * command, the engine's sample for its details. Why it cannot be read, otherwise.
 */
export function parseWords(
  text: string,
  v: GladiatoriView,
  seat: SeatId,
  offers: GladiatoriCommand[],
): Result<GladiatoriCommand, string> {
  const words = text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const [verb, ...rest] = words;
  const me = v.fighters[seat] as FighterView;
  const hand = Array.isArray(me.hand) ? me.hand : [];
  const deck = Array.isArray(me.deck) ? me.deck : [];
  const tableCards = me.table.flatMap((t) => ('card' in t ? [t.card as Card] : []));
  const offer = <T extends GladiatoriCommand['type']>(
    t: T,
    when: (c: GladiatoriCommand & { type: T }) => boolean = () => true,
  ) =>
    offers.find(
      (c): c is GladiatoriCommand & { type: T } => c.type === t && when(c as GladiatoriCommand & { type: T }),
    );
  const unread: Result<GladiatoriCommand, string> = err(
    `"${text.trim()}" is not a command here; type help for the words`,
  );
  switch (verb) {
    case undefined:
      return unread;
    case 'keep': {
      const pool = [...hand, ...deck];
      if (rest.length === 1 && rest[0] === 'all') return ok({ type: 'choose', hand: pool.map((c) => c.id) });
      if (rest.length === 1 && rest[0] === 'none') return ok({ type: 'choose', hand: [] });
      if (rest.length === 0) return err('write the cards you keep in hand, "keep all" or "keep none"');
      const picked = pickCards(rest, pool);
      return picked.ok ? ok({ type: 'choose', hand: picked.value }) : picked;
    }
    case 'pass':
      return rest.length === 0 ? ok({ type: 'pass' }) : unread;
    case 'surrender':
      return rest.length === 0 ? ok({ type: 'surrender' }) : unread;
    case 'extra':
    case 'move': {
      const to = readHex(rest[0]);
      const facing = DIRECTION_WORDS[rest[1] ?? ''];
      if (!to || facing === undefined || rest.length !== 2)
        return err(`write ${verb} with a hex and a facing, e.g. "${verb} 2,-1 sw"`);
      return ok({ type: verb, to, facing });
    }
    case 'act': {
      const pool = [...hand, ...tableCards];
      const picked = pickCards(rest.slice(0, 1), pool);
      if (!picked.ok) return picked;
      const card = picked.value[0] as string;
      const at = clause(rest, 'at', ACT_KEYS);
      const sweep = clause(rest, 'sweep', ACT_KEYS);
      const swept = (sweep ?? []).map((w) => readTarget(v, w));
      if (sweep && (sweep.length === 0 || swept.some((x) => x === null)))
        return err(`write sweep with the fighters struck in order, e.g. "sweep b c"`);
      const target = at ? readTarget(v, at[0]) : sweep ? (swept[0] as SeatId) : null;
      if (at && (!target || at.length !== 1)) return err(`no fighter or animal "${at.join(' ')}" to attack`);
      const withCards = clause(rest, 'with', ACT_KEYS);
      const add = withCards
        ? pickCards(
            withCards,
            hand.filter((c) => c.id !== card),
          )
        : ok([]);
      if (!add.ok) return add;
      const cmd: GladiatoriCommand = { type: 'action', card, add: add.value, target };
      const brk = clause(rest, 'break', ACT_KEYS);
      if (brk) cmd.item = brk[0] ?? '';
      const thr = clause(rest, 'throw', ACT_KEYS);
      if (thr) cmd.throw = thr[0] ?? '';
      const help = clause(rest, 'help', ACT_KEYS);
      if (help) {
        const ally = readSeat(v, help[0]);
        if (!ally) return err(`no ally "${help.join(' ')}" to help`);
        cmd.help = ally;
      }
      if (sweep) cmd.sweep = swept as SeatId[];
      return ok(cmd);
    }
    case 'standby': {
      const picked = pickCards(rest.slice(0, 1), [...hand, ...tableCards]);
      if (!picked.ok) return picked;
      const card = picked.value[0] as string;
      const sample = offer('standby', (c) => c.card === card) ?? offer('standby');
      return ok({
        type: 'standby',
        card,
        recover: sample?.recover ?? { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 },
      });
    }
    case 'steady': {
      const marker = rest[0];
      if (marker !== 'trapped' && marker !== 'unbalanced') return err('write "steady trapped" or "steady unbalanced"');
      const sample = offer('steady', (c) => c.marker === marker);
      return sample ? ok(sample) : err(`you cannot take off an ${marker} marker now`);
    }
    case 'balance': {
      if (rest[0] === 'none') return ok({ type: 'balance', spend: null });
      const sample = offer('balance', (c) => c.spend !== null);
      return sample ? ok(sample) : err('you have not two elements to spend: write "balance none"');
    }
    case 'react': {
      if (rest[0] === 'none' && rest.length === 1) return ok({ type: 'react', card: null, add: [] });
      const picked = pickCards(rest.slice(0, 1), [...hand, ...tableCards]);
      if (!picked.ok) return picked;
      const card = picked.value[0] as string;
      const withCards = rest[1] === 'with' ? rest.slice(2) : rest.length > 1 ? null : [];
      if (withCards === null) return unread;
      const add = pickCards(
        withCards,
        hand.filter((c) => c.id !== card),
      );
      return add.ok ? ok({ type: 'react', card, add: add.value }) : add;
    }
    case 'attack':
    case 'defend': {
      let points = 0;
      let skill = false;
      const cmd: Record<string, unknown> = {};
      for (let i = 0; i < rest.length; i++) {
        const w = rest[i];
        const next = () => readNumber(rest[++i]);
        if (w === (verb === 'attack' ? 'offense' : 'guard')) skill = true;
        else if (w === (verb === 'attack' ? 'blood' : 'speed')) {
          const n = next();
          if (n === null) return err(`write a number after ${w}`);
          points = n;
        } else if (w === 'sacrifice' || w === 'rage') {
          const pool = w === 'sacrifice' ? hand : [...(Array.isArray(me.discard) ? me.discard : []), ...deck];
          const picked = pickCards([rest[++i] ?? ''], pool);
          if (!picked.ok) return picked;
          cmd[w] = picked.value[0];
        } else if (w === 'overskill') {
          const s = rest[++i];
          const n = next();
          if ((s !== 'offense' && s !== 'guard' && s !== 'endurance') || n === null)
            return err('write overskill with a skill and points, e.g. "overskill offense 3"');
          cmd.overskill = { skill: s, points: n };
        } else if (w === 'spend') {
          const power = POWER_IDS.get(rest[++i] ?? '');
          if (!power) return err(`write spend with a power, e.g. "spend resistance"`);
          cmd.spend = power;
        } else if (verb === 'defend' && w === 'delay') cmd.delay = true;
        else if (verb === 'attack' && w === 'wrestling') cmd.powers = { ...(cmd.powers as object), wrestling: true };
        else if (verb === 'attack' && w === 'deep') {
          const n = next();
          if (n === null) return err('write a number after deep');
          cmd.powers = { ...(cmd.powers as object), deepWounds: n };
        } else if (verb === 'attack' && w === 'leap') {
          const a = next();
          const d = next();
          if (a === null || d === null) return err('write leap with attack and damage points, e.g. "leap 2 0"');
          cmd.powers = { ...(cmd.powers as object), leap: { attack: a, damage: d } };
        } else if (verb === 'attack' && w === 'lunge') {
          const ids = rest.slice(i + 1);
          const picked = pickCards(ids, hand);
          if (!picked.ok) return picked;
          cmd.powers = { ...(cmd.powers as object), lunge: picked.value };
          i = rest.length;
        } else return unread;
      }
      return ok(
        (verb === 'attack'
          ? { type: 'attack', offense: skill, blood: points, ...cmd }
          : { type: 'defend', guard: skill, speed: points, ...cmd }) as GladiatoriCommand,
      );
    }
    case 'feint': {
      if (rest.length > 0) return unread;
      const card = hand.find((c) => c.kind === 'feint');
      return card ? ok({ type: 'feint', card: card.id }) : err('you hold no Feint card: write "no feint"');
    }
    case 'no':
      return rest.length === 1 && rest[0] === 'feint' ? ok({ type: 'feint', card: null }) : unread;
    case 'pay': {
      const items = me.items.map((i) => i.id);
      const ids: string[] = [];
      for (const w of rest) {
        if (items.includes(w)) ids.push(w);
        else {
          const picked = pickCards(
            [w],
            deck.filter((c) => !ids.includes(c.id)),
          );
          if (!picked.ok) return picked;
          ids.push(picked.value[0] as string);
        }
      }
      return ok({ type: 'pay', cards: ids });
    }
    case 'wrestle': {
      const to = readHex(rest[0]);
      return to && rest.length === 1
        ? ok({ type: 'wrestle', to })
        : err('write wrestle with a hex, e.g. "wrestle 1,0"');
    }
    case 'reflex': {
      if (rest[0] === 'stay' && rest.length === 1) return ok({ type: 'reflex', to: null, facing: me.facing });
      const to = readHex(rest[0]);
      const facing = DIRECTION_WORDS[rest[1] ?? ''];
      if (!to || facing === undefined || rest.length !== 2)
        return err('write "reflex stay", or reflex with a hex and a facing, e.g. "reflex 1,0 n"');
      return ok({ type: 'reflex', to, facing });
    }
    case 'rest': {
      if (rest.length === 0)
        return ok({ type: 'rest', endurance: false, recover: { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 } });
      const endurance = rest.includes('endurance');
      const resistance = rest.includes('resistance');
      if (rest.some((w) => w !== 'endurance' && w !== 'resistance')) return unread;
      const sample = offer('rest', (c) => c.endurance === endurance && (c.resistance !== undefined) === resistance);
      if (sample) return ok(sample);
      return err(
        endurance
          ? 'you have no Endurance left to rest with: write "rest"'
          : 'you have no Resistance to use while you rest: write "rest"',
      );
    }
    case 'order': {
      if (rest.length === 1 && rest[0] === 'keep') return ok({ type: 'order', place: null });
      const n = readNumber(rest[0]);
      if (n === null || n < 1 || rest.length !== 1)
        return err('write "order keep", or order with a place, e.g. "order 1"');
      return ok({ type: 'order', place: n - 1 });
    }
    case 'place': {
      const at = readHex(rest[0]);
      const facing = DIRECTION_WORDS[rest[1] ?? ''];
      if (!at || facing === undefined || rest.length !== 2)
        return err('write place with a hex and a facing, e.g. "place 0,3 n"');
      return ok({ type: 'place', at, facing });
    }
    case 'bid': {
      const e0 = rest[0] === 'e0' ? readNumber(rest[1]) : null;
      const e1 = rest[2] === 'e1' ? readNumber(rest[3]) : null;
      if (e0 === null || e1 === null || rest.length !== 4)
        return err('write bid with the 0-energy and 1-energy cards, e.g. "bid e0 0 e1 2"');
      return ok({ type: 'bid', energy0: e0, energy1: e1 });
    }
    case 'pick': {
      const item = rest[0];
      if (item === undefined || !(rest.length === 1 || (rest.length === 3 && rest[1] === 'drop')))
        return err('write pick with an item, e.g. "pick sword-3-1", and "drop" with the one that leaves');
      return ok(rest[2] ? { type: 'pick', item, drop: rest[2] } : { type: 'pick', item });
    }
    case 'select':
      if (rest.length === 1 && rest[0] === 'none') return ok({ type: 'select', items: [] });
      return rest.length > 0 ? ok({ type: 'select', items: rest }) : err('write select with items, or "select none"');
    case 'hold':
      return rest.length > 0 ? ok({ type: 'keep', items: rest }) : err('write hold with the items you keep');
    case 'power': {
      const name = rest.join(' ');
      if (name === 'stand up' || name === 'standup') return ok({ type: 'power', power: 'standUp' });
      if (name === 'resistance') {
        const sample = offer('power', (c) => c.power === 'resistance');
        return sample ? ok(sample) : err('you have no Resistance to use now');
      }
      if (rest[0] === 'adaptation') {
        const picked = pickCards(rest.slice(1), deck);
        if (!picked.ok) return picked;
        return ok({ type: 'power', power: 'adaptation', toHand: picked.value, toDeck: [] });
      }
      return err('write "power stand up", "power resistance" or "power adaptation" with the deck cards to take');
    }
  }
  return unread;
}
