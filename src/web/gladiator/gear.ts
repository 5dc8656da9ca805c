/**
 * What the board and the log sheet say about gear and the Advanced Game (17-18): items lying on the floor, the
 * Retarius' trident and net, a man caught in a net, Net Loss. Words for people; the glyph picks the drawing.
 */
import type { SeatId } from '../../core/protocol.js';
import { netPhaseIndex } from '../../games/gladiator/net.js';
import type { Allocation, Gladiator, Item } from '../../games/gladiator/types.js';

export type ItemGlyph = 'weapon' | 'shield' | 'net';

/** The drawing and the words for an item lying on the arena floor (12.4-12.7, 17.6), its owner named by `nameOf`. */
export function itemWords(item: Item, nameOf: (seat: SeatId) => string): { glyph: ItemGlyph; label: string } {
  const ruined = item.ruined ? ' (ruined)' : '';
  const owner = nameOf(item.owner);
  if (item.kind === 'net') return { glyph: 'net', label: `Net lying loose, last held by ${owner}` };
  if (item.kind === 'weapon') return { glyph: 'weapon', label: `Weapon dropped by ${owner}${ruined}` };
  return { glyph: 'shield', label: `${`${item.size ?? ''} shield`.trim()} dropped by ${owner}${ruined}` };
}

/** The weapon he holds or last held, in words: a trident for a Retarius (18), broken once it snapped (18.6). */
export function weaponWords(g: Pick<Gladiator, 'trident' | 'tridentBroken'>): string {
  if (!g.trident) return 'sword';
  return g.tridentBroken ? 'broken trident' : 'trident';
}

export interface NetContext {
  turn: number;
  phase: number;
  nameOf: (seat: SeatId) => string;
  /** The viewer's own allocation for this phase, when it is his sheet and he has submitted one. */
  allocation: Allocation | null;
}

/**
 * The Advanced Game's lines on the log sheet: the trident's grip, the net held or resting, a man caught in a net,
 * and this phase's Net Free, drag and Net Loss figures. Empty for a Basic Game gladiator.
 */
export function advancedLines(g: Gladiator, c: NetContext): string[] {
  const out: string[] = [];
  if (g.trident && g.hasWeapon) {
    if (g.tridentBroken) out.push('Trident broken: the piece left reaches one hex only (§18.6)');
    else if (g.net) out.push('Trident in one hand, at half CF while he holds the net (§18)');
    else out.push('Trident in both hands, at full CF (§18)');
  }
  if (g.net) {
    const resting = g.netRest && netPhaseIndex(c.turn, c.phase) < g.netRest.until;
    out.push(resting ? `Net in hand, resting after his last cast (${g.netRest?.rule})` : 'Net in hand (§17.1)');
  }
  if (g.ensnared) {
    out.push(
      g.ensnaredBy
        ? `Caught in the net of ${c.nameOf(g.ensnaredBy)}, who still holds it (§17.35)`
        : 'Caught in a net its Retarius has let go of (§17.36)',
    );
  }
  const a = c.allocation;
  if (a?.netFree) out.push(`Net Free: ${a.netFree} CF to get out of the net this phase (§17.351)`);
  if (a?.drag) out.push(`Drag: ${a.drag} CF pledged to pull the netted man down (§17.352)`);
  if (a?.abandonNet) out.push('Lets go of the net at the end of this phase (§17.36)');
  if (g.netLoss && g.netLoss.at === `${c.turn}.${c.phase}`)
    out.push(`Net Loss: +${g.netLoss.value} to every attack on him this phase (§17.351)`);
  return out;
}
