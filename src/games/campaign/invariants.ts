/**
 * What must hold in every campaign state, checked by the conformance harness on every step: money moves between
 * owners only by wagers (22.5) and otherwise only through purchases and the Champion's bonus, which the ledgers name;
 * no dead man is put up to fight; no man is in two stables; no book runs below zero.
 */

import { currentMan } from './career.js';
import { balance } from './ledger.js';
import type { CampaignState } from './module.js';
import { STABLE } from './tables.js';

export function campaignInvariant(state: unknown): string | null {
  const s = state as CampaignState;
  if (s.career) {
    const man = currentMan(s.career);
    if (s.step === 'match' && man.status !== 'fit') return `${man.name} is ${man.status} but arranged to fight`;
    for (const m of s.career.men) if (balance(m.experience) < 0) return `${m.name} has spent experience he never had`;
    return null;
  }
  const l = s.league;
  if (!l) return 'a campaign with neither a career nor a league';
  const lines = l.owners.flatMap((o) => o.money);
  const by = (rule: string) => balance(lines.filter((x) => x.rule === rule));
  if (by('§22.5') !== 0) return `wagers created or destroyed ${by('§22.5')} sesterces`;
  if (by('§22.2') !== STABLE.sesterces * l.owners.length) return 'the starting purses do not add up';
  const unnamed = lines.filter((x) => !['§22.2', '§22.4', '§22.5', '§22.7'].includes(x.rule));
  if (unnamed.length > 0) return `money moved under no rule of 22: ${unnamed[0]?.text}`;
  if (l.owners.some((o) => balance(o.money) < 0)) return 'an owner owes more than he has';
  const stabled = l.owners.flatMap((o) => o.stable);
  if (new Set(stabled).size !== stabled.length) return 'a man stands in two stables';
  for (const id of stabled) if (l.men[id]?.status !== 'fit') return `${l.men[id]?.name} is in a stable but not fit`;
  for (const f of s.fighters ?? []) {
    const man = l.men[f.man];
    if (s.step !== 'over' && s.step !== 'auction' && man?.status !== 'fit')
      return `${man?.name} fights while ${man?.status}`;
  }
  return null;
}
