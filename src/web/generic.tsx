/** The screen for any game without its own: a button per command `legal` offers, and the view as JSON. */
import type { ScreenProps } from './screen.js';
import { EventLog, JsonView, useSender, ViolationView } from './ui.js';

const MAX_LABEL = 80;
const labelOf = (c: unknown): string => {
  const s = JSON.stringify(c);
  return s.length > MAX_LABEL ? `${s.slice(0, MAX_LABEL - 1)}…` : s;
};

/** A button per offered command. */
export function CommandButtons({
  commands,
  enabled,
  submit,
}: {
  commands: readonly unknown[];
  enabled: boolean;
  submit: (c: unknown) => unknown;
}) {
  return (
    <div class="command-list">
      {commands.map((c, i) => (
        <button
          type="button"
          key={i}
          data-testid={`command-${i}`}
          disabled={!enabled}
          title={JSON.stringify(c)}
          onClick={() => void submit(c)}
        >
          {labelOf(c)}
        </button>
      ))}
    </div>
  );
}

export function GenericScreen({ view, legal, events, send, showLog, pending }: ScreenProps) {
  const { busy, refused, submit, enabled } = useSender(send);
  const commands = legal?.commands ?? [];
  return (
    <div class="generic">
      <section class="panel">
        <h3>Your move</h3>
        {commands.length === 0 ? (
          <p class="muted">{pending.length > 0 ? `Waiting for ${pending.join(', ')}.` : 'Nothing to do.'}</p>
        ) : (
          <CommandButtons commands={commands} enabled={enabled} submit={submit} />
        )}
        {legal && !legal.complete && (
          <p class="muted">The game lists a sample of what it accepts; this screen can send only what is listed.</p>
        )}
        {busy && <p class="muted">Sending…</p>}
        {refused && <ViolationView violation={refused} />}
      </section>
      <section class="panel">
        <h3>View</h3>
        <JsonView value={view} testid="view-json" />
      </section>
      {showLog && (
        <section class="panel">
          <h3>Log</h3>
          <EventLog events={events} />
        </section>
      )}
    </div>
  );
}
