/**
 * GLADIATOR's options in words for the lobby's form: each option's label and a label for every value it may take
 * (the one-line explanations are the schema's descriptions in module.ts, which publishes its options through
 * withOptionWords).
 */
import { type OptionWords, withWords } from '../../core/help.js';
import type { OptionsSchema } from './module.js';

/** A gladiator's type in words, for the duel's two types and for every man of a side. */
const TYPE_WORDS = {
  light: 'light',
  medium: 'medium',
  heavy: 'heavy',
  retarius: 'Retarius (net and trident)',
} as const;

export const OPTION_WORDS = {
  advanced: { label: 'Advanced Game' },
  frontFlanks: {
    label: 'Bonus on the front flanks',
    values: { flanks: 'for men beside him too', rangedOnly: 'for thrown items only' },
  },
  woundCategories: {
    label: 'CF lost to wounds',
    values: { grouped: 'first box of each group', everyBox: 'every box' },
  },
  shieldOverflowHits: { label: 'Blows through a ruined shield' },
  proneTurnsToFace: { label: 'Turn a fallen man to face' },
  unconsciousAt: {
    label: 'Knocked out by stun at',
    values: { zeroOrLess: 'zero or less', belowZero: 'below zero' },
  },
  turnLimit: { label: 'Turn limit' },
  leftHanded: { label: 'Left-handed seats' },
  types: {
    label: 'Gladiator types',
    values: TYPE_WORDS,
  },
  sides: {
    label: 'Sides of a team fight',
    values: TYPE_WORDS,
  },
  teamFormat: { label: 'How the sides fight', values: { melee: 'all together', pairs: 'in pairs of duels' } },
  winnersHelp: { label: 'Winners may help their side' },
  appealException: {
    label: 'No appeal to the crowd while',
    values: { anyFoe: 'any other foe still fights', nearFoe: 'another foe is within two hexes' },
  },
  netLayHex: {
    label: 'Where a laid net falls',
    values: { whereWritten: 'where the lay is written', whereMoveEnds: 'where the move ends' },
  },
  grabbedNet: {
    label: 'A grabbed net',
    values: { dropped: 'is dropped', keptIfHandFree: 'is kept by a man with a free hand' },
  },
  armedOpponent: {
    label: 'An armed opponent is one',
    values: { ableToStrike: 'able to strike', weaponInHand: 'with a weapon in hand' },
  },
  netTossTarget: {
    label: 'A tossed net takes',
    values: { nearestMan: 'the nearest man, friend or foe', nearestFoe: 'the nearest foe' },
  },
  billings: { label: 'Billings Rules' },
} as const satisfies Record<string, OptionWords>;

/** Words for each switch of the Billings Rules (billings/options.ts attaches them to its own schema). */
export const BILLINGS_WORDS = {
  preset: { label: 'Billings preset (every section)' },
  characteristics: { label: 'Three dice per characteristic' },
  armour: { label: 'Revised armour tables' },
  retariusLight: { label: 'Retarius as a light man' },
  walls: { label: 'Walled arena' },
  dropStrength: { label: "Defender's strength on drop rolls" },
  crt: { label: 'Wider combat table, 8 CF an attack at most' },
  defensiveCards: { label: 'Defensive cards' },
  moves: { label: 'New moves: quick side steps and about-faces' },
  kneelHex: { label: 'Kneeling up into the legs hex' },
  fallFirst: { label: 'Fall rolled before orders; roll at once, kneel after lying still' },
  kickContest: { label: 'Kick against pick-up' },
  knife: { label: "The Retarius's knife" },
  throwing: { label: 'Thrown weapons and shields by range and training' },
  missusRecord: { label: "The crowd remembers a man's past fights" },
  missusShifts: {
    label: 'Past victories and mercies on the Missus chart',
    values: {
      inTurn: 'victories first, any beyond the last column lost, then mercies',
      net: 'victories and mercies netted, then kept on the chart',
    },
  },
  stillBeforeKneel: {
    label: 'A still phase before kneeling is owed',
    values: { everyRoll: 'after the fall and after every roll', fallOnly: 'once, after the fall' },
  },
  collisionTie: { label: 'Tied collisions stun both men' },
  crossedPaths: { label: 'Crossed paths collide on doubles' },
  crossedPathsEndHex: {
    label: 'Passing through the hex where the other stops',
    values: { crossing: 'is a crossing of paths (doubles to collide)', not: 'is no crossing' },
  },
  collisionFacing: { label: 'Facing in a collision when both moved' },
  collisionStumble: { label: 'A stumbling loser who fails again falls' },
  netStumble: { label: 'Net stumble on agility' },
  netCollision: { label: 'A collision costs the net 4, not the attack' },
  recoveryCollision: { label: 'A collision spoils a pick-up but keeps the R' },
  recoveryStun: {
    label: 'Stun of a collision both men walked into, on a pick-up made there',
    values: { counted: 'weighs on the pick-up', notCounted: 'is left out' },
  },
  netLay: { label: 'The net lay strikes as the man steps in, before pick-ups and collisions' },
  wallStunSidestep: {
    label: 'Forward sidestep into a wall',
    values: { text: '2 stun a hex, as the article says', chart: '1 stun a hex, as its chart says' },
  },
  netHit: {
    label: 'A hit (H) of a net swing or lay',
    values: { stumble: 'trips him, as the text says', ensnare: 'ensnares him, as the printed tables say' },
  },
} as const satisfies Record<string, OptionWords>;

/** The options schema with these words attached (core/help.ts withWords); every option must have its words. */
export const withOptionWords = (schema: typeof OptionsSchema) => withWords(schema, OPTION_WORDS);
