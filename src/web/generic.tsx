/**
 * The plain screen, for any game without its own (and for any game when the person asks for it): a button per
 * command `legal` offers, a field for any other command as JSON, and the view as JSON. It knows no rules: the
 * server checks what is sent and says why a command is refused.
 */
import { useState } from 'preact/hooks';
import { parseCommandText, type ScreenProps } from './screen.js';
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

/** Any command, typed as JSON: for the commands a sample leaves out (the limits are shown above it). */
function CommandText({ enabled, submit }: { enabled: boolean; submit: (c: unknown) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const read = parseCommandText(text);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    if (await submit(read.command)) setText('');
  };
  return (
    <form
      class="command-text"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label>
        Command as JSON
        <textarea
          data-testid="command-json"
          rows={2}
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
      </label>
      <button type="submit" data-testid="command-json-send" disabled={!enabled}>
        Send
      </button>
      {problem && (
        <p class="error" role="alert" data-testid="command-json-problem">
          {problem}
        </p>
      )}
    </form>
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
        {legal && !legal.complete && commands.length > 0 && (
          <>
            <p class="muted">
              These are a sample of what the game accepts now; any other command within these limits may be written
              below.
            </p>
            {legal.form !== undefined && <JsonView value={legal.form} testid="legal-form" />}
          </>
        )}
        {commands.length > 0 && <CommandText enabled={enabled} submit={submit} />}
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
