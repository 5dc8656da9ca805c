/**
 * A card shown as a button that stays pressed while it is chosen: one toggle for the cards kept in hand at a turn's
 * start, the cards taken back by resting or by Standby, and the items kept or asked for in the deals. A card that
 * may not be chosen now is greyed, its reason under its words.
 */
import type { ComponentChildren } from 'preact';

interface Props {
  /** The card's look beside `gx-card`: its kind of Action card, or an item. */
  look: string;
  pressed: boolean;
  /** Why the card may not be chosen now; null or absent when it may. */
  block?: string | null;
  onClick: () => void;
  testid: string;
  /** The item card's id, where the card is an item. */
  item?: string;
  children: ComponentChildren;
}

export function CardToggle({ look, pressed, block, onClick, testid, item, children }: Props) {
  return (
    <button
      type="button"
      class={`gx-card ${look}`}
      aria-pressed={pressed}
      disabled={!!block}
      onClick={onClick}
      data-testid={testid}
      data-item={item}
    >
      {children}
      {block && <span class="small gx-why">{block}</span>}
    </button>
  );
}

/** The chosen ids with `id` added, or taken out when it was already chosen. */
export const toggled = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
