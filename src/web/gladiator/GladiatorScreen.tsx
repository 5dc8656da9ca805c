/** The GLADIATOR screen: board, the control for the step (turn plot, order pad, allocation), log sheets, combat log. */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Legal } from '../../core/protocol.js';
import type { GladiatorView } from '../../games/gladiator/module.js';
import type { Gladiator } from '../../games/gladiator/types.js';
import { outcomeText, plainSeatWords, type ScreenProps } from '../screen.js';
import { EventLog, useSender, ViolationView } from '../ui.js';
import { AllocationPanel } from './AllocationPanel.js';
import { Board, type PreviewPath } from './Board.js';
import { LogSheet } from './LogSheet.js';
import { MomentPanel } from './MomentPanel.js';
import { momentOf } from './moment.js';
import { gladiatorSeatWords } from './names.js';
import { OrderPad } from './OrderPadPanel.js';
import { canSubmitOrder, evaluateOrder, netReachOf, previewOf } from './orderPad.js';
import { PlotPanel } from './PlotPanel.js';

type Control = 'plot' | 'order' | 'allocate';

/** Which control the offered commands call for (the first command's type; 'hold' goes with orders). */
function controlFor(legal: Legal<unknown> | null): Control | null {
  const first = legal?.commands[0] as { type?: unknown } | undefined;
  switch (first?.type) {
    case 'plot':
      return 'plot';
    case 'order':
    case 'hold':
      return 'order';
    case 'allocate':
      return 'allocate';
    default:
      return null;
  }
}

const STEP_TITLES: Record<GladiatorView['step'], string> = {
  turnPlot: 'turn plot',
  phasePlot: 'orders',
  allocate: 'combat',
  over: 'match over',
};

const SUBMITTED: Record<GladiatorView['step'], string> = {
  turnPlot: 'Your turn plot is in.',
  phasePlot: 'Your order is in.',
  allocate: 'Your allocation is in.',
  over: '',
};

export function GladiatorScreen({ view, legal, events, seat, pending, send, showLog }: ScreenProps) {
  const v = view as GladiatorView;
  const seats = Object.keys(v.gladiators);
  const names = Object.fromEntries(seats.map((s) => [s, v.gladiators[s]?.name ?? s]));
  const me: Gladiator | undefined = seat ? v.gladiators[seat] : undefined;
  const [text, setText] = useState('');
  const [hovered, setHovered] = useState<string | null>(null);
  const sender = useSender(send);
  const control = controlFor(legal);
  const stepKey = `${v.turn}.${v.phase}.${v.step}`;
  useEffect(() => setText(''), [stepKey]);

  const status = control === 'order' ? evaluateOrder(text, legal) : ({ kind: 'empty' } as const);
  const expansion = me && control === 'order' ? previewOf(status, me.position, me.facing) : null;
  const preview: PreviewPath | null =
    me && expansion
      ? {
          from: me.position,
          expansion,
          valid: canSubmitOrder(status),
          net: netReachOf(status, me.position, me.facing, v.options.netLayHex),
        }
      : null;
  const moment = useMemo(
    () =>
      momentOf(
        events,
        names,
        Object.fromEntries(
          seats.map((s) => {
            const g = v.gladiators[s] as Gladiator;
            return [s, { attack: g.attackCfTotal, defence: g.defenceCfTotal, net: g.attackCfTotal - g.defenceCfTotal }];
          }),
        ),
      ),
    [events, v],
  );
  const waitingFor = pending.map((s) => names[s] ?? s).join(' and ');

  let body: ComponentChildren;
  if (legal && control === 'plot') body = <PlotPanel legal={legal} enabled={sender.enabled} submit={sender.submit} />;
  else if (legal && control === 'order')
    body = (
      <OrderPad
        legal={legal}
        text={text}
        setText={setText}
        status={status}
        preview={expansion}
        enabled={sender.enabled}
        submit={sender.submit}
      />
    );
  else if (legal && control === 'allocate' && me)
    body = (
      <AllocationPanel
        legal={legal}
        me={me}
        names={names}
        gladiators={v.gladiators}
        enabled={sender.enabled}
        submit={sender.submit}
      />
    );
  else if (v.step === 'over')
    body = (
      <p data-testid="outcome-text">
        {outcomeText(v.outcome, gladiatorSeatWords(v) ?? plainSeatWords) ?? 'The match is over.'}
      </p>
    );
  else
    body = (
      <p class="muted" data-testid="waiting">
        {seat && v.secret?.submission ? `${SUBMITTED[v.step]} ` : ''}
        {waitingFor ? `Waiting for ${waitingFor}.` : ''}
      </p>
    );

  return (
    <div class="gladiator">
      <div class="gl-main">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the arena pans sideways inside this region, which a keyboard can scroll only once it takes focus (WCAG 2.1.1). */}
        <section class="board-wrap panel" aria-label="The arena" tabIndex={0}>
          <Board view={v} preview={preview} hovered={hovered} onHover={setHovered} seatOrder={seats} />
          <p class="muted small">Point at a counter to light up its combat front.</p>
        </section>
        <aside
          class="panel control"
          data-testid="control"
          data-turn={v.turn}
          data-phase={v.phase}
          data-step={v.step}
          data-control={control ?? 'none'}
        >
          <h3 data-testid="control-step">
            Turn {v.turn}, phase {v.phase}: {STEP_TITLES[v.step]}
          </h3>
          <div key={stepKey}>{body}</div>
          {sender.busy && <p class="muted">Sending…</p>}
          {sender.refused && <ViolationView violation={sender.refused} />}
        </aside>
      </div>
      {moment && <MomentPanel m={moment} />}
      <div class="sheets">
        {seats.map((s, i) => {
          const g = v.gladiators[s];
          return g ? (
            <LogSheet
              key={s}
              g={g}
              index={i}
              mode={v.options.woundCategories}
              plot={s === seat ? (v.secret?.turnPlot ?? null) : null}
              turn={v.turn}
              phase={v.phase}
              mine={s === seat}
              net={{
                turn: v.turn,
                phase: v.phase,
                nameOf: (other) => v.gladiators[other]?.name ?? `seat ${other}`,
                allocation: s === seat ? (v.secret?.submission?.allocation ?? null) : null,
              }}
            />
          ) : null;
        })}
      </div>
      {showLog && (
        <section class="panel">
          <h3>Combat log</h3>
          <EventLog events={events} />
        </section>
      )}
    </div>
  );
}
