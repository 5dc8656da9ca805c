/**
 * A campaign's gladiator: his log sheet between matches (type, armour, characteristics), his record and his two
 * books, experience points and every change to his characteristics, each line with its rule.
 */
import type { Dice } from '../../core/dice.js';
import { createGladiator, type GladiatorSpec } from '../gladiator/creation.js';
import { armourCode } from '../gladiator/tables.js';
import type { GladiatorChoice, GladiatorType, Handedness, ShieldSize } from '../gladiator/types.js';
import type { LedgerLine } from './ledger.js';
import { CHARACTERISTIC_RANGE, type Characteristic } from './tables.js';

/** fit: may fight; dead; free: the Emperor's Champion (21.6, 22.7); unfit: an injury left him below what a man can fight with. */
export type ManStatus = 'fit' | 'dead' | 'free' | 'unfit';

export interface CharacteristicChange {
  match: number;
  characteristic: Characteristic;
  amount: number;
  rule: string;
  text: string;
}

export interface CampaignMan {
  /** Unique within the campaign, in order of creation. */
  id: number;
  name: string;
  type: GladiatorType;
  /** Armour codes, head first (3.6), as creation.ts reads them. */
  armour: string[];
  shield: ShieldSize | null;
  handedness: Handedness;
  TR: number;
  ST: number;
  AG: number;
  CON: number;
  W: number;
  matches: number;
  victories: number;
  /** 19.23: matches in which the crowd spared him (absent in campaigns begun before it was kept: none). */
  spared?: number;
  status: ManStatus;
  experience: LedgerLine[];
  changes: CharacteristicChange[];
  /** 21.4: wound boxes per area (head first) from his last match, until the healing rolls before his next. */
  toHeal: number[] | null;
}

/** 21.5, 22.2: a newly created man, rolled as in the Basic Game (3.6 armour, 3.7 characteristics, a name). */
export function newMan(dice: Dice, id: number, type: GladiatorType): CampaignMan {
  const g = createGladiator(dice, { seat: 'a', type });
  return {
    id,
    name: g.name,
    type,
    armour: g.armour.map((a) => (a ? armourCode(a) : '-')),
    shield: g.shield,
    handedness: g.handedness,
    TR: g.TR,
    ST: g.ST,
    AG: g.AG,
    CON: g.CON,
    W: g.W,
    matches: 0,
    victories: 0,
    spared: 0,
    status: 'fit',
    experience: [],
    changes: [],
    toHeal: null,
  };
}

/**
 * The man as a GLADIATOR match sets him up. Armed with the trident (22.3) he fights as a Retarius in his own armour,
 * without a shield (17.1). His record goes with him for the Billings Missus shifts (19.2).
 */
export function specOf(man: CampaignMan, armament: 'sword' | 'trident' = 'sword'): GladiatorSpec {
  const type: GladiatorChoice = armament === 'trident' ? 'retarius' : man.type;
  return {
    type,
    name: man.name,
    handedness: man.handedness,
    armour: [...man.armour],
    shield: man.shield ?? 'none',
    TR: man.TR,
    ST: man.ST,
    AG: man.AG,
    CON: man.CON,
    W: man.W,
    // Billings 19.2: the crowd remembers his victories and mercies (the match reads them only with that section on).
    record: { wins: man.victories, spared: man.spared ?? 0 },
  };
}

/** Changes one characteristic, in the man's book. Returns a new man; the old one is left as it was. */
export function changeCharacteristic(man: CampaignMan, change: CharacteristicChange): CampaignMan {
  const value = man[change.characteristic] + change.amount;
  const next = { ...man, [change.characteristic]: value, changes: [...man.changes, change] };
  return value < CHARACTERISTIC_RANGE[change.characteristic].min ? { ...next, status: 'unfit' } : next;
}
