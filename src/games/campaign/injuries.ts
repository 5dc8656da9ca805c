/**
 * Rules 21.4-21.44, injuries: before his next match a man rolls two dice for each body area wounded in his last,
 * less that area's wounds; a result of 1 or less costs the characteristic the area governs, by how far the roll fell
 * short of 2 (docs/rulings.md).
 */
import type { Dice, Roll } from '../../core/dice.js';
import { AREA_NAMES, AREAS } from '../gladiator/types.js';
import { type CampaignMan, changeCharacteristic } from './man.js';
import { CHARACTERISTIC_NAMES, HEALING, HEALING_LOSS } from './tables.js';

export interface Healed {
  man: CampaignMan;
  /** One roll a wounded area, in area order (head first). */
  rolls: Roll[];
}

/** 21.4: the healing rolls before match number `match`; a man with nothing to heal rolls nothing. */
export function heal(man: CampaignMan, dice: Dice, match: number): Healed {
  const rolls: Roll[] = [];
  let healed: CampaignMan = { ...man, toHeal: null };
  if (!man.toHeal) return { man: healed, rolls };
  for (const area of AREAS) {
    const wounds = man.toHeal[area - 1] ?? 0;
    if (wounds === 0) continue;
    const r = dice.roll(HEALING.dice, `healing, ${AREA_NAMES[area]}`, HEALING.rule, [
      { label: `${wounds} wound${wounds > 1 ? 's' : ''} healed there`, value: -wounds, rule: HEALING.rule },
    ]);
    rolls.push(r);
    const { characteristic, rule } = HEALING_LOSS[area];
    if (r.total > HEALING.failsAt) {
      r.result = 'healed clean';
      continue;
    }
    const loss = HEALING.failsAt + 1 - r.total;
    r.result = `${CHARACTERISTIC_NAMES[characteristic]} -${loss}`;
    healed = changeCharacteristic(healed, {
      match,
      characteristic,
      amount: -loss,
      rule,
      text: `the ${AREA_NAMES[area]} healed badly (roll ${r.total}): ${CHARACTERISTIC_NAMES[characteristic]} -${loss}`,
    });
  }
  return { man: healed, rolls };
}
