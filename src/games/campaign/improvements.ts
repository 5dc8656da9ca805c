/**
 * Rule 21.3, improvements: experience is kept, or spent between matches on a permanent point of one characteristic
 * at the price the table gives. Each purchase is a line of the man's experience book and of his characteristics.
 */
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { purchaseLimitError } from './billings.js';
import { balance } from './ledger.js';
import { type CampaignMan, changeCharacteristic } from './man.js';
import type { CampaignOptions } from './schema.js';
import { CHARACTERISTIC_NAMES, CHARACTERISTIC_RANGE, IMPROVEMENTS, IMPROVEMENTS_RULE } from './tables.js';

const refuse = (code: string, message: string, values: Record<string, unknown>): { ok: false; error: RuleViolation } =>
  err({ code, rule: IMPROVEMENTS_RULE, message, values });

/**
 * 21.3: buys one improvement (by its characteristic, 'TR' ... 'W') for the man, after match number `match`; with the
 * Billings purchase limits on, within what may be bought between two matches (billings.ts).
 */
export function buyImprovement(
  man: CampaignMan,
  id: string,
  match: number,
  options: Pick<CampaignOptions, 'billings'> = {},
): Result<CampaignMan, RuleViolation> {
  const imp = IMPROVEMENTS.find((i) => i.id === id);
  if (!imp)
    return refuse('unknown-improvement', `there is no improvement "${id}": choose one of TR, AG, ST, CON or W`, {
      improvement: id,
    });
  if (man.status !== 'fit')
    return refuse('man-not-fit', `${man.name} is ${man.status} and can no longer improve`, { status: man.status });
  const points = balance(man.experience);
  if (points < imp.cost)
    return refuse(
      'not-enough-experience',
      `${imp.benefit} costs ${imp.cost} experience points and ${man.name} has ${points}`,
      { cost: imp.cost, points },
    );
  const limited = purchaseLimitError(options, man, imp.id, match);
  if (limited) return limited;
  const top = CHARACTERISTIC_RANGE[imp.id].max;
  if (man[imp.id] >= top)
    return refuse(
      'at-limit',
      `${man.name}'s ${CHARACTERISTIC_NAMES[imp.id]} is ${man[imp.id]}, the most a log sheet holds (${top})`,
      { characteristic: imp.id, value: man[imp.id], limit: top },
    );
  const bought = changeCharacteristic(man, {
    match,
    characteristic: imp.id,
    amount: 1,
    rule: IMPROVEMENTS_RULE,
    text: `bought ${imp.benefit} for ${imp.cost} experience points`,
  });
  const line = { match, rule: IMPROVEMENTS_RULE, amount: -imp.cost, text: `spent on ${imp.benefit}` };
  return ok({ ...bought, experience: [...man.experience, line] });
}
