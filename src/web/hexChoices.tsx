/**
 * The row of buttons under the hex a player picked on the board: one for each command offered there (for a figure
 * placed or turned, one for each facing), then a way back to pick another hex. Shared by the Gladiatori and Glory
 * screens (each had its own copy before).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { WordedCommand } from './commandList.js';

/** A command offered in the picked hex, in words. */
export interface HexChoice extends WordedCommand {
  /** Drawn as the button to press. */
  primary: boolean;
  /** The facing it gives the figure, for the page's tests (`data-facing`); absent or null when it gives none. */
  facing?: number | null;
}

interface Props {
  choices: readonly HexChoice[];
  enabled: boolean;
  submit: (command: unknown) => void;
  /** Forgets the picked hex. */
  clear: () => void;
  /** The words above the buttons. */
  intro: string;
  /** The row's class on the page. */
  look: string;
  /** The picked hex: when it changes, the first button takes the keyboard's focus. */
  hex: string;
}

/** The picked hex's buttons; the page's tests find them as `hex-choices` and `hex-choice`. */
export function HexChoices({ choices, enabled, submit, clear, intro, look, hex }: Props) {
  // On a phone the row sits below the arena: taking the focus brings it into view.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [hex]);
  return (
    <div class={look} data-testid="hex-choices">
      <p>{intro}</p>
      {choices.map((c, i) => (
        <button
          key={i}
          ref={i === 0 ? first : undefined}
          type="button"
          class={c.primary ? 'primary' : undefined}
          disabled={!enabled}
          onClick={() => submit(c.command)}
          data-testid="hex-choice"
          data-facing={c.facing === null || c.facing === undefined ? undefined : String(c.facing)}
        >
          {c.words}
        </button>
      ))}
      <button type="button" onClick={clear}>
        Choose another hex
      </button>
    </div>
  );
}
