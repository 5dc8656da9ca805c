/** Pieces every screen uses: the event log with its rolls explained, command sending, a JSON view. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Roll } from '../core/dice.js';
import type { NumberedEvent } from '../server/wire.js';
import type { CommandResult, Violation } from './connection.js';
import { groupEvents, signed, variantRules } from './events.js';
import { RuleLink, RuleText } from './help/RuleLink.js';
import { RollResult } from './help/Tip.js';

export function RollView({ roll }: { roll: Roll }) {
  // A variant's sections that changed this roll (its own rule is shown beside its purpose already).
  const variants = variantRules(roll).filter((v) => v !== roll.rule);
  return (
    <div class={`roll${variantRules(roll).length > 0 ? ' variant' : ''}`}>
      <span class="roll-purpose">{roll.purpose}</span> <RuleLink rule={roll.rule} />{' '}
      {variants.length > 0 && (
        <span class="variant-mark" data-testid="roll-variant">
          changed by{' '}
          {variants.map((v, i) => (
            <span key={v}>
              {i > 0 && ', '}
              <RuleLink rule={v} />
            </span>
          ))}{' '}
        </span>
      )}
      {roll.dice.length > 0 && (
        <span class="dice" title="dice rolled">
          {roll.dice.map((d, i) => (
            <span class="die" key={i}>
              {d}
            </span>
          ))}
        </span>
      )}
      {roll.modifiers.map((m, i) => (
        <span class="mod" key={i} title={m.rule ? `modifier from ${m.rule}` : 'modifier'}>
          {signed(m.value)} {m.label}
          {m.rule ? (
            <>
              {' ('}
              <RuleLink rule={m.rule} />)
            </>
          ) : (
            ''
          )}
        </span>
      ))}
      <span class="total">= {roll.total}</span>
      {roll.row && (
        <span class="row">
          {' '}
          · <RuleText text={roll.row} />
        </span>
      )}
      {roll.result && (
        <span class="result">
          {' '}
          → <RollResult rule={roll.rule} result={roll.result} />
        </span>
      )}
    </div>
  );
}

/** Events grouped by turn and phase, newest at the bottom; `current` marks one event (replays). */
export function EventLog({ events, current }: { events: readonly NumberedEvent[]; current?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const groups = groupEvents(events);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const mark = current === undefined ? null : el.querySelector<HTMLElement>('.event.current');
    if (mark) mark.scrollIntoView({ block: 'nearest' });
    else el.scrollTop = el.scrollHeight;
  }, [events.length, current]);
  return (
    <div class="event-log" data-testid="event-log" ref={box}>
      {groups.length === 0 && <p class="muted">Nothing has happened yet.</p>}
      {groups.map((g, i) => (
        <section class="event-group" key={`${i}:${g.key}`}>
          <h4>{g.title}</h4>
          {g.events.map((e) => (
            <div
              class={`event ev-${e.type}${e.n === current ? ' current' : ''}`}
              key={e.n}
              data-testid={`event-${e.n}`}
            >
              <span class="event-n">{e.n}</span> <RuleText text={e.text} /> {e.rule && <RuleLink rule={e.rule} />}
              {e.rolls.map((r, j) => (
                <RollView roll={r} key={j} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

export function ViolationView({ violation }: { violation: Violation }) {
  return (
    <p class="error" data-testid="command-rejected" role="alert">
      Not accepted: {violation.message} <RuleLink rule={violation.rule} />
    </p>
  );
}

/** Sends commands one at a time and remembers the last refusal. */
export function useSender(send: ((c: unknown) => Promise<CommandResult>) | undefined) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Violation | null>(null);
  const submit = async (command: unknown): Promise<boolean> => {
    if (!send || busy) return false;
    setBusy(true);
    setRefused(null);
    const r = await send(command);
    setBusy(false);
    if (!r.ok) setRefused(r.violation);
    return r.ok;
  };
  return { busy, refused, submit, enabled: !!send && !busy };
}

export function JsonView({ value, testid }: { value: unknown; testid: string }) {
  return (
    <pre class="json" data-testid={testid}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
