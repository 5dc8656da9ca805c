/**
 * The Billings Rules as options: one switch per section built so far, and a preset that turns them all on. A match
 * whose options lack `billings` is the original game, its state and record unchanged.
 */
import { z } from 'zod';
import { withWords } from '../../../core/help.js';
import { BILLINGS_WORDS } from '../option-words.js';
import type { BillingsOptions, GladiatorOptions } from '../types.js';

const BillingsBase = z
  .object({
    preset: z
      .boolean()
      .default(false)
      .describe('the Billings preset: every section of the Billings Rules below is played, whatever its own switch'),
    characteristics: z
      .boolean()
      .default(false)
      .describe('Billings 3.7: each characteristic on its own roll of three dice, instead of one two-dice chart cell'),
    armour: z
      .boolean()
      .default(false)
      .describe('Billings 3.6: the revised armour tables, and a die of its own for the shield of light and medium men'),
    retariusLight: z
      .boolean()
      .default(false)
      .describe('Billings 3.4: the Retarius arms from the light table and moves six phases a turn, like a light man'),
    walls: z
      .boolean()
      .default(false)
      .describe(
        'Billings 6.7, 7.52: a walled arena of 19 by 15 hexes; running into a wall stuns, and a collision can drive the loser into it',
      ),
    dropStrength: z
      .boolean()
      .default(false)
      .describe(
        "Billings 12.1, 12.2: the defender's own strength counts on his shield and weapon drop rolls, so a strong man keeps hold more often",
      ),
    crt: z
      .boolean()
      .default(false)
      .describe(
        'Billings 8.5: a wider combat table (columns 0 to 8, with more misses), no attack above 8 CF, and a man with 6 CF or fewer may put them all in one attack',
      ),
    defensiveCards: z
      .boolean()
      .default(false)
      .describe(
        'Billings 8.32: for 2 CF a man may play one of five defensive cards a phase (Duck, Block, Back Step, Parry, Leap), each fixing the result of blows at one body area',
      ),
    moves: z
      .boolean()
      .default(false)
      .describe(
        'Billings 6.3, 6.4: new special actions (QF), (QB), (QR), (QL) reach every hex two away, (AR) and (AL) turn about in one, under a revised table of what goes with what',
      ),
    kneelHex: z
      .boolean()
      .default(false)
      .describe(
        'Billings 13.0: a man getting up from prone to his knees rolls a die: on 5 or 6 he kneels in the hex his legs lie in, not where his body lies',
      ),
    fallFirst: z
      .boolean()
      .default(false)
      .describe(
        'Billings 14.3, 15.7: the fall from a stumble is rolled before orders are written; a fallen man may roll at once, but kneels only after a phase lying still',
      ),
    stillBeforeKneel: z
      .enum(['everyRoll', 'fallOnly'])
      .default('everyRoll')
      .describe(
        'Billings 15.7: the still phase before kneeling is owed after the fall and after every roll, or only once after the fall (later rolls owe none)',
      ),
    kickContest: z
      .boolean()
      .default(false)
      .describe(
        'Billings 12.7: when one man kicks an item another tries to pick up, a die each decides who acts first, and the loser may find his action undone',
      ),
    collisionTie: z
      .boolean()
      .default(false)
      .describe(
        'Billings 7.5: when the impact factors come out equal both men take collision stun (nothing added to the roll) and end adjacent, facing each other',
      ),
    crossedPaths: z
      .boolean()
      .default(false)
      .describe(
        'Billings 7.2: two men who both move and pass through the same hex roll a die each; only doubles make a collision there, and it ends both moves',
      ),
    crossedPathsEndHex: z
      .enum(['crossing', 'not'])
      .default('crossing')
      .describe(
        'Billings 7.2: a man who passes through the hex where the other ends his move has crossed his path (dice for doubles), or has not (no meeting at all)',
      ),
    collisionFacing: z
      .boolean()
      .default(false)
      .describe(
        'Billings 7.5: when both men moved into the collision hex, each meets it in the written facing that exposes him least, and a man who shows his back earns no positional advantage',
      ),
    collisionStumble: z
      .boolean()
      .default(false)
      .describe(
        'Billings 14.1: a man already making a stumble move who loses a collision and fails his stumble check goes down prone',
      ),
    netStumble: z
      .boolean()
      .default(false)
      .describe(
        'Billings 14.1: a net that catches at the feet is checked on two dice plus agility less stun, stumbling on 8 or less',
      ),
    netCollision: z
      .boolean()
      .default(false)
      .describe(
        'Billings 17.34, 17.45: a Retarius in a collision may still toss or swing his net that phase, at 4 less on the roll',
      ),
    recoveryCollision: z
      .boolean()
      .default(false)
      .describe(
        'Billings 12.6: a collision at any point of the phase makes a pick-up 4 harder but no longer cancels the R, so pick-ups on the way are rolled once the collisions are known; its stun counts only on a pick-up made in the collision hex after moving into it',
      ),
    recoveryStun: z
      .enum(['counted', 'notCounted'])
      .default('counted')
      .describe(
        'Billings 12.6: when both men moved into the collision hex and one reaches for an item there, the stun of that collision weighs on his pick-up, or it does not',
      ),
    netLay: z
      .boolean()
      .default(false)
      .describe(
        'Billings 17.55: a net lay strikes as the man steps into its hex, before his pick-up there and before the collision at the end of his move; a collision no longer stops it, and a tripped man meets the collision stumbling',
      ),
    wallStunSidestep: z
      .enum(['text', 'chart'])
      .default('text')
      .describe(
        'Billings 6.7: each forward sidestep into a wall stuns 2 as the article says, or 1 as its summary chart says',
      ),
    netHit: z
      .enum(['stumble', 'ensnare'])
      .default('stumble')
      .describe(
        "Billings 17.44, 17.54: an H of a net swing or lay trips the man, as the article and the original text have it, or catches him in the net, as the article's tables print it (played with the net sections: the swing under the collision rule, the lay under its new timing)",
      ),
    knife: z
      .boolean()
      .default(false)
      .describe(
        'Billings (closing remarks): a Retarius who loses his trident fights on with his knife, attacking and parrying, but its blows count at half and it is never thrown',
      ),
    throwing: z
      .boolean()
      .default(false)
      .describe(
        'Billings 12.5: a thrown weapon or shield hits on a die of 1 or less after range and training, flies six hexes at most, and strikes a body area on its own column of the combat table',
      ),
    missusRecord: z
      .boolean()
      .default(false)
      .describe(
        'Billings 19.2: on the Missus chart a man moves one column up for every two earlier victories and one down for each earlier time he was spared',
      ),
    missusShifts: z
      .enum(['inTurn', 'net'])
      .default('inTurn')
      .describe(
        'Billings 19.2: victories move the column first and any beyond the last are lost before mercies move it back, or the two are netted and then kept on the chart',
      ),
  })
  .strict() satisfies z.ZodType<BillingsOptions, unknown>;

export const BillingsSchema = withWords(BillingsBase, BILLINGS_WORDS);

/** The sections a switch turns on (the preset turns on each of them). */
export type BillingsSection =
  | 'characteristics'
  | 'armour'
  | 'retariusLight'
  | 'walls'
  | 'dropStrength'
  | 'crt'
  | 'defensiveCards'
  | 'moves'
  | 'kneelHex'
  | 'fallFirst'
  | 'kickContest'
  | 'knife'
  | 'throwing'
  | 'missusRecord'
  | 'collisionTie'
  | 'crossedPaths'
  | 'collisionFacing'
  | 'collisionStumble'
  | 'netStumble'
  | 'netCollision'
  | 'recoveryCollision'
  | 'netLay';
export const BILLINGS_SECTIONS: readonly BillingsSection[] = [
  'characteristics',
  'armour',
  'retariusLight',
  'walls',
  'dropStrength',
  'crt',
  'defensiveCards',
  'moves',
  'kneelHex',
  'fallFirst',
  'kickContest',
  'knife',
  'throwing',
  'missusRecord',
  'collisionTie',
  'crossedPaths',
  'collisionFacing',
  'collisionStumble',
  'netStumble',
  'netCollision',
  'recoveryCollision',
  'netLay',
];

/** Whether a section of the Billings Rules is played under these options. */
export const billingsOn = (options: Pick<GladiatorOptions, 'billings'>, section: BillingsSection): boolean =>
  options.billings !== undefined && (options.billings.preset || options.billings[section]);

/** The preset: every section on, every reading at its default. */
export const BILLINGS_PRESET: BillingsOptions = BillingsBase.parse({ preset: true });
