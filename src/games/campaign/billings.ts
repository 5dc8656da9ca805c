/**
 * The Billings Rules in a campaign (21.1-21.44): the article reprints the healing roll and the experience table as
 * the original has them and changes only what a man may buy at one time: two points of Training, or one of Training
 * and one of another characteristic (21.3). Its 19.2 belongs to the match but feeds on the campaign: the crowd's
 * memory of a man's victories and mercies moves his column on the Missus chart, so with `missusRecord` on the
 * campaign's matches are played with that section and each man's record. Each section is a switch of the campaign's
 * `billings` options; without them the campaign is the original.
 */
import { err, type RuleViolation } from '../../core/result.js';
import { PURCHASE_LIMIT } from '../gladiator/billings/tables.js';
import type { CampaignMan } from './man.js';
import type { CampaignOptions } from './schema.js';
import { CHARACTERISTIC_NAMES, type Characteristic, IMPROVEMENTS_RULE } from './tables.js';

/** The rule named in refusals and in the books. */
export const PURCHASE_LIMIT_RULE = `Billings ${PURCHASE_LIMIT.rule}`;

/**
 * Billings 19.2: the GLADIATOR `billings` options a campaign's matches are set up with (the section and its reading),
 * or undefined when the campaign leaves it off. The men's records travel in their specs (man.ts, specOf).
 */
export function matchBillings(
  options: Pick<CampaignOptions, 'billings'>,
): { missusRecord: true; missusShifts: 'inTurn' | 'net' } | undefined {
  const b = options.billings;
  return b?.missusRecord ? { missusRecord: true, missusShifts: b.missusShifts } : undefined;
}

export const purchaseLimitsOn = (options: Pick<CampaignOptions, 'billings'>): boolean =>
  options.billings?.purchaseLimits === true;

/** What the man has bought since match number `match` (the purchases written against it, in order). */
export const boughtAfter = (man: CampaignMan, match: number): Characteristic[] =>
  man.changes
    .filter((c) => c.match === match && c.rule === IMPROVEMENTS_RULE && c.amount > 0)
    .map((c) => c.characteristic);

/**
 * Billings 21.3: why one more point of `id` may not be bought after match `match`, or null when it may. At most two
 * points between matches, and at most one of them other than Training; with `otherPurchase: 'withTraining'` the
 * other point only after a point of Training (the stricter reading, docs/rulings.md).
 */
export function purchaseLimitError(
  options: Pick<CampaignOptions, 'billings'>,
  man: CampaignMan,
  id: Characteristic,
  match: number,
): { ok: false; error: RuleViolation } | null {
  if (!purchaseLimitsOn(options)) return null;
  const bought = boughtAfter(man, match);
  const values = { bought, improvement: id, limit: PURCHASE_LIMIT.perPurchase };
  const refuse = (code: string, message: string) => err({ code, rule: PURCHASE_LIMIT_RULE, message, values });
  if (bought.length >= PURCHASE_LIMIT.perPurchase)
    return refuse(
      'purchase-limit',
      `${man.name} has already bought ${bought.length} points since his last match, the most the Billings limit allows`,
    );
  if (id === 'TR') return null;
  if (bought.some((c) => c !== 'TR'))
    return refuse(
      'purchase-limit-other',
      `only one point other than Training may be bought between matches, and ${man.name} has bought ${CHARACTERISTIC_NAMES[bought.find((c) => c !== 'TR') as Characteristic]} already`,
    );
  if (options.billings?.otherPurchase === 'withTraining' && !bought.includes('TR'))
    return refuse(
      'purchase-limit-training-first',
      `a point of ${CHARACTERISTIC_NAMES[id]} may be bought only beside a point of Training, so Training comes first`,
    );
  return null;
}
