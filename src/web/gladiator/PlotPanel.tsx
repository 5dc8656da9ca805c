/** Turn plot (6.1): mark the phases of this turn to move in. */
import { useState } from 'preact/hooks';
import type { Legal } from '../../core/protocol.js';
import { CommandButtons } from '../generic.js';
import { RuleText } from '../help/RuleLink.js';
import { checkPlot, firstPhases, type PlotForm, plotCommand, plotFormOf, togglePhase } from './plot.js';

interface Props {
  legal: Legal<unknown>;
  enabled: boolean;
  submit: (c: unknown) => Promise<boolean>;
}

export function PlotPanel({ legal, enabled, submit }: Props) {
  const form = plotFormOf(legal.form);
  if (!form) return <CommandButtons commands={legal.commands} enabled={enabled} submit={submit} />;
  return <PlotEditor form={form} enabled={enabled} submit={submit} />;
}

function PlotEditor({ form, enabled, submit }: { form: PlotForm; enabled: boolean; submit: Props['submit'] }) {
  const [moving, setMoving] = useState<number[]>(() => firstPhases(form.allowance, form));
  const check = checkPlot(moving, form);
  return (
    <div class="plot">
      <p>
        Choose the phases to move in this turn: your allowance is <b>{form.allowance}</b>
        {form.mayExceedBy > 0 && <>, and you may go {form.mayExceedBy} over it at a cost in endurance</>}.
      </p>
      <fieldset class="plot-phases">
        <legend class="sr-only">Phases</legend>
        {Array.from({ length: form.phases }, (_, i) => i + 1).map((p) => (
          <button
            type="button"
            key={p}
            class={`phase-toggle${moving.includes(p) ? ' on' : ''}`}
            aria-pressed={moving.includes(p)}
            data-testid={`plot-phase-${p}`}
            onClick={() => setMoving(togglePhase(moving, p))}
          >
            {p}
          </button>
        ))}
      </fieldset>
      <p data-testid="plot-count" class={check.problem ? 'error' : check.over ? 'warn' : ''}>
        {check.count} of {form.allowance} marked{check.over && !check.problem ? ' (one over the allowance)' : ''}
        {check.problem ? (
          <>
            {' — '}
            <RuleText text={check.problem} />
          </>
        ) : (
          ''
        )}
      </p>
      <div class="row">
        <button type="button" data-testid="plot-clear" onClick={() => setMoving([])}>
          None
        </button>
        <button type="button" data-testid="plot-first" onClick={() => setMoving(firstPhases(form.allowance, form))}>
          First {form.allowance}
        </button>
        <button
          type="button"
          class="primary"
          data-testid="plot-submit"
          disabled={!enabled || check.problem !== null}
          onClick={() => void submit(plotCommand(moving))}
        >
          Submit turn plot
        </button>
      </div>
    </div>
  );
}
