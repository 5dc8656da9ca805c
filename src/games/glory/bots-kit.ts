/**
 * The brawler's kit when each player equips his own man (figures 'equipped', equip.ts). Every piece adds to his
 * melee roll (3.2) and armour adds damage boxes (1.3); what they cost is movement (1.4), and below 2 it costs
 * nothing more. BRAWLER_KIT below is what src/bench/glory-kit-lab.ts measured best.
 */
import type { Legal } from '../../core/protocol.js';
import type { GloryView } from './module.js';
import type { EquipCommand, Figure, Kit } from './types.js';

/** Candidate kits the lab compares, by name; the first one legal for the man is what `BRAWLER_KIT` plays. */
export const KIT_CANDIDATES: Readonly<Record<string, Kit>> = {
  everything: { helmet: 'closed', body: true, arm: true, leg: true, shield: true, weapon: 'spear', net: true },
  everythingButNet: { helmet: 'closed', body: true, arm: true, leg: true, shield: true, weapon: 'spear', net: false },
  everythingSword: { helmet: 'closed', body: true, arm: true, leg: true, shield: true, weapon: 'sword', net: false },
  openHelmet: { helmet: 'open', body: true, arm: true, leg: true, shield: true, weapon: 'spear', net: true },
  noLegs: { helmet: 'closed', body: true, arm: true, leg: false, shield: true, weapon: 'spear', net: true },
  light: { helmet: 'none', body: true, arm: false, leg: false, shield: true, weapon: 'spear', net: true },
};

/**
 * The brawler's order of preference (net dropped when his rolls forbid one, 1.1, 1.2). The lab's wins over 500
 * duels each (seed kit-lab), against random players with random kits / against brawlers with a kit of the d6 table:
 * everything 97.2% / 84.0%, the same without the net 95.8% / 81.2%, with a sword 94.4% / 78.4%, an open helmet
 * 96.8% / 82.8%, no leg armour 96.6% / 78.8%, light (body armour, shield, spear, net) 91.6% / 82.4%. Every piece's
 * +1 to the melee roll, and the boxes armour adds, are worth more than the movement it costs.
 */
export const BRAWLER_KIT: readonly string[] = ['everything', 'everythingButNet'];

const same = (a: Kit, b: Kit): boolean =>
  a.helmet === b.helmet &&
  a.body === b.body &&
  a.arm === b.arm &&
  a.leg === b.leg &&
  a.shield === b.shield &&
  a.weapon === b.weapon &&
  a.net === b.net;

/** The first of `preference` among the legal kits; the first legal kit if none is. */
export function pickKit(legal: Legal<unknown>, preference: readonly string[]): EquipCommand {
  const cmds = legal.commands as EquipCommand[];
  for (const name of preference) {
    const want = KIT_CANDIDATES[name];
    const found = want && cmds.find((c) => same(c.kit, want));
    if (found) return found;
  }
  const first = cmds[0];
  if (!first) throw new Error(`the brawler has no kit to choose for seat ${legal.seat}`);
  return first;
}

/**
 * Lists of equip commands whose choice chooseKit kept (its own copies), at most KEPT, and the index of the choice in
 * each. The rules hand every man of the same limits the same frozen commands and kits (equip.ts), 96 or 192 of them:
 * the same commands in the same order get the same choice, found by comparing each command with a kept list's rather
 * than by testing its kit.
 */
const KEPT = 4;
const keptKits: (readonly EquipCommand[])[] = [];
const keptChoice: number[] = [];

/** Whether a list holds the very commands of a kept list, in its order. */
function sameCommands(cmds: readonly EquipCommand[], kept: readonly EquipCommand[]): boolean {
  if (cmds.length !== kept.length) return false;
  for (let i = 0; i < cmds.length; i++) if (cmds[i] !== kept[i]) return false;
  return true;
}

/** The brawler's kit for the man his view shows. */
export function chooseKit(view: unknown, legal: Legal<unknown>): EquipCommand {
  const me = (view as GloryView).figures[legal.seat] as Figure | undefined;
  if (!me) throw new Error(`the brawler's view has no man at seat ${legal.seat}`);
  const cmds = legal.commands as EquipCommand[];
  for (let k = 0; k < keptKits.length; k++)
    if (sameCommands(cmds, keptKits[k] as EquipCommand[])) return cmds[keptChoice[k] as number] as EquipCommand;
  const chosen = pickKit(legal, BRAWLER_KIT);
  // Kept only when no command nor kit can change: then the same commands hold the same kits.
  if (keptKits.length < KEPT && cmds.every((c) => Object.isFrozen(c) && Object.isFrozen(c.kit))) {
    keptKits.push(cmds.slice());
    keptChoice.push(cmds.indexOf(chosen));
  }
  return chosen;
}
