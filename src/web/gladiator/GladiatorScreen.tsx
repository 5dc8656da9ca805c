/** The GLADIATOR screen: board, the control for the step (turn plot, order pad, allocation), log sheets, combat log. */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Legal } from '../../core/protocol.js';
import { wallsOn } from '../../games/gladiator/billings/walls.js';
import type { GladiatorView } from '../../games/gladiator/module.js';
import { sideName, sideOf as sideOfSeat, sideSeats } from '../../games/gladiator/teams.js';
import type { Gladiator } from '../../games/gladiator/types.js';
import { plainSeatWords, type ScreenProps } from '../screen.js';
import { EventLog, RollView, useSender, ViolationView } from '../ui.js';
import { AllocationPanel } from './AllocationPanel.js';
import { idleLine } from './awaited.js';
import { Board, type PreviewPath } from './Board.js';
import { madeHeading, menMade } from './creation.js';
import { LogSheet } from './LogSheet.js';
import { MomentPanel } from './MomentPanel.js';
import { momentOf } from './moment.js';
import { gladiatorSeatWords } from './names.js';
import { OrderPad } from './OrderPadPanel.js';
import { canSubmitOrder, evaluateOrder, netReachOf, previewOf } from './orderPad.js';
import { orientationFor } from './orientation.js';
import { PlotPanel } from './PlotPanel.js';
import { conditionOf } from './roster.js';
import { SideSwatch, SidesPanel } from './SidesPanel.js';

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

export function GladiatorScreen({ view, legal, events, seat, pending, outcome, send, showLog }: ScreenProps) {
  const v = view as GladiatorView;
  const seats = Object.keys(v.gladiators);
  const names = Object.fromEntries(seats.map((s) => [s, v.gladiators[s]?.name ?? s]));
  const me: Gladiator | undefined = seat ? v.gladiators[seat] : undefined;
  const sided = { seats, ...(v.sides ? { sides: v.sides } : {}) };
  const sides = sideSeats(sided);
  const sideOf = Object.fromEntries(seats.map((s) => [s, sideOfSeat(sided, s)]));
  const teams = !!v.sides;
  const nameOfSide = (i: number) => sideName(sided, i);
  // The viewer's own sheet first in a team match; then side by side.
  const sheetOrder = teams ? [...(seat ? [seat] : []), ...sides.flat().filter((s) => s !== seat)] : seats;
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
  const idle = idleLine({
    step: v.step,
    outcome: outcome ?? v.outcome,
    awaited: pending.map((s) => names[s] ?? s),
    submitted: !!(seat && v.secret?.submission),
    nameOf: gladiatorSeatWords(v) ?? plainSeatWords,
  });
  // Billings 3.4-3.7: the rolls that made the men open the log (the view carries them on each man's sheet).
  const made = useMemo(() => menMade(v), [v.gladiators]);
  const orientation = useMemo(() => orientationFor(v, seat), [v.sides, v.options, seat]);
  // The walled arena (Billings 6.7) is wider than a phone: it opens with its centre, where the men meet, in view.
  const boardWrap = useRef<HTMLElement>(null);
  const walled = wallsOn(v.options);
  useEffect(() => {
    const el = boardWrap.current;
    if (el && walled && el.scrollWidth > el.clientWidth) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
  }, [walled]);

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
        combat={v.combat}
        enabled={sender.enabled}
        submit={sender.submit}
      />
    );
  else if (idle.kind === 'over') body = <p data-testid="outcome-text">{idle.text}</p>;
  else
    body = (
      <p class="muted" data-testid="waiting">
        {idle.text}
      </p>
    );

  return (
    <div class="gladiator">
      <div class="gl-main">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the arena pans sideways inside this region, which a keyboard can scroll only once it takes focus (WCAG 2.1.1). */}
        <section class="board-wrap panel" aria-label="The arena" tabIndex={0} ref={boardWrap}>
          <Board
            view={v}
            preview={preview}
            hovered={hovered}
            onHover={setHovered}
            seatOrder={seats}
            sideOf={sideOf}
            sideName={teams ? nameOfSide : null}
            mine={seat}
            orientation={orientation}
          />
          <p class="muted small">
            {orientation.flipped ? 'The board is turned so that your man starts at the bottom (north is down). ' : ''}
            Point at a counter to light up its combat front.
          </p>
          {teams && <SidesPanel sides={sides} gladiators={v.gladiators} sideName={nameOfSide} mine={seat} />}
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
            Turn {v.turn}, phase {v.phase}: {STEP_TITLES[idle.kind === 'over' ? 'over' : v.step]}
          </h3>
          <div key={stepKey}>{body}</div>
          {sender.busy && <p class="muted">Sending…</p>}
          {sender.refused && <ViolationView violation={sender.refused} />}
        </aside>
      </div>
      {moment && <MomentPanel m={moment} />}
      <div class="sheets">
        {sheetOrder.map((s) => {
          const g = v.gladiators[s];
          if (!g) return null;
          const sheet = (
            <LogSheet
              key={s}
              g={g}
              side={sideOf[s] ?? 0}
              sideName={teams ? nameOfSide(sideOf[s] ?? 0) : null}
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
          );
          // Many men in a team match: the others' sheets fold under their names, the viewer's stays open.
          return teams && s !== seat ? (
            <details key={s} class="sheet-fold" data-testid={`sheet-fold-${s}`}>
              <summary>
                <SideSwatch side={sideOf[s] ?? 0} /> {g.name}, {nameOfSide(sideOf[s] ?? 0)} — {conditionOf(g).words}
              </summary>
              {sheet}
            </details>
          ) : (
            sheet
          );
        })}
      </div>
      {showLog && (
        <section class="panel">
          <h3>Combat log</h3>
          {made.length > 0 && (
            <section class="event-group creation-rolls" data-testid="creation-rolls">
              <h4>{madeHeading(made)}</h4>
              {made.map((m) => (
                <div class="event ev-creation" key={m.seat} data-testid={`creation-${m.seat}`}>
                  {m.name} ({m.kind})
                  {m.rolls.map((r, i) => (
                    <RollView roll={r} key={i} />
                  ))}
                </div>
              ))}
            </section>
          )}
          <EventLog events={events} />
        </section>
      )}
    </div>
  );
}
