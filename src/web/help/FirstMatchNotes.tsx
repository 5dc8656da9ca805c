/**
 * The first-match walkthrough on the match page: a short note the first time this browser meets each kind of
 * decision (walkthrough.ts), with its rule, dismissed with "Got it" or turned off for good.
 */
import { useMemo, useReducer } from 'preact/hooks';
import type { Legal } from '../../core/protocol.js';
import { RuleLink } from './RuleLink.js';
import { helpFor } from './registry.js';
import { browserWalkthrough } from './walkthrough.js';

export function FirstMatchNotes({ game, legal }: { game: string; legal: Legal<unknown> | null }) {
  const memory = useMemo(browserWalkthrough, []);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const note = memory.noteFor(game, helpFor(game), legal);
  if (!note) return null;
  return (
    <aside class="walkthrough panel" aria-labelledby="walkthrough-title" data-testid="walkthrough" data-note={note.key}>
      <h3 id="walkthrough-title">
        {note.title} {note.rule && <RuleLink rule={`§${note.rule}`} />}
      </h3>
      <p>{note.text}</p>
      <p class="row">
        <button
          type="button"
          data-testid="walkthrough-ok"
          onClick={() => {
            memory.dismiss(note.key);
            changed(1);
          }}
        >
          Got it
        </button>
        <button
          type="button"
          class="link"
          data-testid="walkthrough-off"
          onClick={() => {
            memory.turnOff();
            changed(1);
          }}
        >
          No more notes
        </button>
      </p>
    </aside>
  );
}
