/**
 * What the board and the log sheet say about gear and the Advanced Game (17-18): items lying on the floor, the
 * Retarius' trident and net, a man caught in a net, Net Loss. Words for people; the glyph picks the drawing.
 */
import type { Item } from '../../games/gladiator/types.js';

export type ItemGlyph = 'weapon' | 'shield' | 'net';

/** The drawing and the words for an item lying on the arena floor (12.4-12.7, 17.6). */
export function itemWords(item: Item): { glyph: ItemGlyph; label: string } {
  const ruined = item.ruined ? ' (ruined)' : '';
  if (item.kind === 'net') return { glyph: 'net', label: `Net lying loose, last held by seat ${item.owner}` };
  if (item.kind === 'weapon') return { glyph: 'weapon', label: `Weapon dropped by seat ${item.owner}${ruined}` };
  return { glyph: 'shield', label: `${`${item.size ?? ''} shield`.trim()} dropped by seat ${item.owner}${ruined}` };
}
