/**
 * The Billings Rules in a campaign (21.1-21.44): the article reprints the healing roll and the experience table as
 * the original has them and changes only what a man may buy at one time: two points of Training, or one of Training
 * and one of another characteristic (21.3). Each section is a switch of the campaign's `billings` options; without
 * them the campaign is the original.
 */
import { err, type RuleViolation } from '../../core/result.js';
import { PURCHASE_LIMIT } from '../gladiator/billings/tables.js';
import type { CampaignMan } from './man.js';
import type { CampaignOptions } from './schema.js';
import { CHARACTERISTIC_NAMES, type Characteristic, IMPROVEMENTS_RULE } from './tables.js';

/** The rule named in refusals and in the books. */
export const PURCHASE_LIMIT_RULE = `Billings ${PURCHASE_LIMIT.rule}`;

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
