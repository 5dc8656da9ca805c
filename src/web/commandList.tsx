/**
 * The list of every command a seat is offered, in words, with one button to send the chosen one: the way out for
 * anything a game's own board, cards and forms do not reach. Shared by the Glory and Gladiatori screens (each had
 * its own copy before).
 */
import { useState } from 'preact/hooks';

/** An offered command and what a person reads for it. */
export interface WordedCommand {
  command: unknown;
  words: string;
}

interface Props {
  choices: readonly WordedCommand[];
  enabled: boolean;
  submit: (command: unknown) => void;
  /** The id of the select, unique on the page (its label points at it). */
  id: string;
  /** The button's words: "Do it", "Announce". */
  action?: string;
  /** The label above the list. */
  label?: string;
}

/**
 * A select of every offered command and its button. The page's tests find them as `command-list` and
 * `announce-button`; the list starts on the first offer each time its owner mounts it afresh (give it a key per step).
 */
export function CommandList({
  choices,
  enabled,
  submit,
  id,
  action = 'Do it',
  label = 'Every command offered',
}: Props) {
  const [index, setIndex] = useState(0);
  const chosen = choices[Math.min(index, choices.length - 1)];
  return (
    <div class="every-command">
      <label for={id}>{label}</label>
      <select
        id={id}
        data-testid="command-list"
        value={String(index)}
        onChange={(e) => setIndex(Number(e.currentTarget.value))}
      >
        {choices.map((c, i) => (
          <option key={i} value={String(i)}>
            {c.words}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        class="primary"
        data-testid="announce-button"
        disabled={!enabled || !chosen}
        onClick={() => {
          if (chosen) submit(chosen.command);
        }}
      >
        {action}
      </button>
    </div>
  );
}
