/**
 * Gladiatori's options in words for the lobby's form: each option's label, a label for every named value, and the
 * one-line description the schema carries (module.ts attaches them: `.describe(OPTION_DESCRIPTIONS.x)` and
 * `withWords(OptionsSchema, OPTION_WORDS)`). Keys are exactly the options' names: an option the schema has and
 * this file lacks is a type error where the words are attached, and option-words.test.ts refuses words for an
 * option the schema lacks.
 */
import type { OptionWords } from '../../core/help.js';
import { SECTION } from './tables.js';

export const OPTION_WORDS = {
  characters: {
    label: 'Characters',
    values: {
      secutor: 'Secutor',
      mirmillo: 'Mirmillo',
      thraex: 'Thraex',
      hoplomachus: 'Hoplomachus',
      retiarius: 'Retiarius',
      random: 'a random character',
    },
  },
  coins: { label: 'Coins for a random character' },
  overlimit: { label: 'Card overlimit' },
  boxStock: { label: "Extra cards from the box's stock" },
  items: { label: 'Items of each player' },
  arenaRadius: { label: 'Arena size' },
  teams: { label: 'Teams', values: { '0': 'everyone for himself', '2': 'two teams' } },
  turns: { label: 'Turns' },
  damageBonus: { label: 'Damage bonus' },
  passiveLasts: {
    label: 'A passing player stays passive',
    values: { round: 'to the end of the combat round', ownTurn: 'through his own round only' },
  },
  standbyRecovery: {
    label: 'Cards won back on Standby go',
    values: { hand: 'to the hand', deck: 'to the hit-point deck' },
  },
  freePlacement: { label: 'Free placement' },
  startChoice: { label: 'Players choose their start hexes' },
  itemMethod: {
    label: 'Items dealt by',
    values: {
      preset: 'no deal: each takes his own pair',
      auction: 'auction with energy cards',
      draft: 'draft',
      selection: 'selection',
    },
  },
  game: {
    label: 'Game',
    values: {
      simplified: 'Simplified: no special moves or powers',
      light: 'Light: special moves, no powers',
      normal: 'Normal: everything',
      learning: 'Learning: Simplified, then Light, then Normal',
    },
  },
  animals: {
    label: 'Animals',
    values: { none: 'none', solo: 'Solo', cooperative: 'Cooperative', coliseum: 'Coliseum' },
  },
  animalKind: { label: 'Kind of animal', values: { dog: 'dogs', wolf: 'wolves', lion: 'lions', bear: 'bears' } },
  animalCount: { label: 'Animals a player' },
  animalBehindPenalty: { label: 'An animal from behind costs the defence 3' },
  packCallsOnDefence: { label: "A dog's or wolf's doubles call another when it defends too" },
  overskillCap: {
    label: 'A second Overskill on a raised skill is limited by',
    values: { unraised: 'three times the skill without its bonus', raised: 'three times the skill as raised' },
  },
  lineOfFire: {
    label: 'A throw needs',
    values: { wholeHex: 'the whole target hex in view', centre: 'a clear line from centre to centre' },
  },
  overskillSpend: {
    label: 'Paying with points of a skill Overskill raised',
    values: {
      lowers: 'lowers it; the bonus still comes off at the end of the turn',
      uses: 'counts as using it: it drops to 0',
    },
  },
} as const satisfies Record<string, OptionWords>;

/** One line for each option, with the section it comes from; module.ts puts them on its schema. */
export const OPTION_DESCRIPTIONS: Readonly<Record<keyof typeof OPTION_WORDS, string>> = {
  characters: `${SECTION.premade}: one character a seat: a pre-made one by name, a random one, or a sheet of your own`,
  coins: `${SECTION.coins}: coins a random character is built with; 55 unless you agree a handicap (a sheet states its own)`,
  overlimit: `${SECTION.overlimit}: up to 4 combat cards past the limits (1 feint at most), each at double cost`,
  boxStock: `${SECTION.overlimit}: with the overlimit, extra cards come from the box (32, 32, 4), shared two by two in player order`,
  items: `${SECTION.items}: the item cards each player holds, by name; left out, a pre-made takes his usual pair`,
  arenaRadius: `${SECTION.arena}: rings of hexes from the centre of the arena to its wall`,
  teams: `${SECTION.teams}: every player for himself, or two teams whose VP are added together`,
  turns: `${SECTION.duration}: how many turns the game lasts (six in the rules)`,
  damageBonus: `${SECTION.damageBonus}: one more damage point for every 3 by which the attack beats the defence`,
  passiveLasts: `${SECTION.passive}: how long a player who passed stays passive`,
  standbyRecovery: `${SECTION.standby}: where the cards won back from the discard pile on Standby go`,
  freePlacement: `${SECTION.freePlacement}: players set their miniatures down where they like, at least two empty hexes from any foe, instead of on the start hexes`,
  startChoice: `${SECTION.startHexes}: in player order each picks a free marked start hex; off, the seats are given them`,
  itemMethod: `${SECTION.items}: how the item cards are shared out before the first turn, or each player keeps his usual pair`,
  game: `${SECTION.gameLevels}: Simplified leaves out special moves and powers, Light only powers; Learning steps up a level a turn`,
  animals: `${SECTION.animals}: play against animals alone or together, or let them loose in an ordinary game`,
  animalKind: `${SECTION.animalNumber}: the kind of animal in the pack`,
  animalCount: `${SECTION.animalNumber}: animals for each player; 0 draws it in the kind's range (5-6 dogs, 3-5 wolves, 1-2 lions, 1 bear)`,
  animalBehindPenalty: `${SECTION.animalDefence}: a gladiator whose back an animal attacks loses 3 from his defence, as against a gladiator; off, he keeps it`,
  packCallsOnDefence: `${SECTION.dogs}: doubles on a dog's or wolf's (18.2) defence roll call one more of its kind, as on its attack; off, only its attack rolls call`,
  overskillCap: `${SECTION.overskill}: the three-times limit of an Overskill on a skill an earlier one still raises counts the skill without that bonus, or with it`,
  overskillSpend: `${SECTION.overskill}: points of a raised skill paid as Character Elements just go down, or the payment uses the skill up as an attack would`,
  lineOfFire: `${SECTION.throwing}: no standing fighter may hide any part of the target's hex from the thrower, or only the line between the two centres must be free`,
};

/** The campaign's readings (campaign.ts), for the campaign's own form. */
export const CAMPAIGN_OPTION_WORDS = {
  xpFrom: { label: 'Experience counts', values: { final: 'the VP at the end', gained: 'the VP gained over 10' } },
  negativeXpCostsCoins: { label: 'Negative experience costs coins' },
  animalWinAddsVictoryXp: { label: 'Beating the animals also counts as a victory' },
} as const satisfies Record<string, OptionWords>;

export const CAMPAIGN_OPTION_DESCRIPTIONS: Readonly<Record<keyof typeof CAMPAIGN_OPTION_WORDS, string>> = {
  xpFrom: `${SECTION.experience}: experience from the VP a character ends with, or only from those he gained over the 10 he started with`,
  negativeXpCostsCoins: `${SECTION.coinBonus}: whether experience below zero takes coins off the next creation`,
  animalWinAddsVictoryXp: `${SECTION.animalVictory}: whether surviving the animals adds the victory point of experience to the pack's award`,
};
