/**
 * Phase order pad (6.2-6.4): a button for each standard and special action, the notation field, what the order
 * would do, and Submit only for an order `legal` allows. The text lives in the screen so the board can preview it.
 */
import { useState } from 'preact/hooks';
import type { Legal } from '../../core/protocol.js';
import type { Expansion } from '../../games/gladiator/movement.js';
import { ROLL_DIRECTIONS, type SpecialKind, STANDARD_ACTIONS } from '../../games/gladiator/orders.js';
import type { MoveStandard } from '../../games/gladiator/types.js';
import { RuleLink } from '../help/RuleLink.js';
import {
  BILLINGS_SPECIAL_BUTTONS,
  canSubmitOrder,
  describeStep,
  holdOffered,
  listedNetSpecials,
  netSpecialWords,
  type OrderStatus,
  offeredOrders,
  orderContextOf,
  specialAvailable,
  standardRefusal,
  withoutLast,
  withSpecial,
  withStandard,
} from './orderPad.js';
import { SideOptions } from './parts.js';

const STANDARD_TITLES: Record<MoveStandard, string> = {
  F: 'forward',
  B: 'back',
  SFL: 'sidestep forward left',
  SFR: 'sidestep forward right',
  SBL: 'sidestep back left',
  SBR: 'sidestep back right',
  C: 'charge',
  X: 'pause',
  S: 'stumble',
  R: 'recover weapon or shield',
  KN: 'kneel',
  RO: 'roll',
};

const SPECIALS: { kind: SpecialKind; title: string }[] = [
  { kind: 'Q', title: 'quick: one hex further' },
  { kind: 'L', title: 'turn left one hexside' },
  { kind: 'R', title: 'turn right one hexside' },
  { kind: 'K', title: 'kick an item through a hexside' },
  { kind: 'G', title: 'grab: try to pick up an item at this moment' },
  { kind: 'TN', title: netSpecialWords('TN') ?? '' },
  { kind: 'LN', title: netSpecialWords('LN') ?? '' },
  { kind: 'SN', title: netSpecialWords('SN') ?? '' },
  { kind: 'RN', title: 'repel net (Advanced Game)' },
];

/** A standard button's hover line: what it is, and when it is greyed, why (e.g. kneeling barred, Billings 15.7). */
function standardTitle(words: string, why: { message: string } | null): string {
  return why ? `${words}: not now, ${why.message}` : words;
}

interface Props {
  legal: Legal<unknown>;
  text: string;
  setText: (t: string) => void;
  status: OrderStatus;
  preview: Expansion | null;
  enabled: boolean;
  submit: (c: unknown) => Promise<boolean>;
}

export function OrderPad({ legal, text, setText, status, preview, enabled, submit }: Props) {
  const ctx = orderContextOf(legal.form);
  const [kickSide, setKickSide] = useState(1);
  const [netHex, setNetHex] = useState(2);
  const offered = [...offeredOrders(legal)];
  const netListed = listedNetSpecials(legal);
  const netLines = SPECIALS.filter(({ kind }) => netListed.has(kind) && netSpecialWords(kind));
  const hold = holdOffered(legal);
  const send = async () => {
    if (canSubmitOrder(status) && (await submit({ type: 'order', order: status.canonical }))) setText('');
  };
  const specialBody = (kind: SpecialKind): string =>
    kind === 'K' ? `K${kickSide}` : kind === 'LN' ? `LN${netHex}` : kind;
  return (
    <div class="order-pad">
      {ctx && (
        <p class="muted">
          {ctx.movingPhase ? 'You may move this phase.' : 'Your plot gives you no movement this phase.'}
          {ctx.mustStumble && ' A stumble is owed: write S.'}
          {(ctx.posture === 'prone' || ctx.mustRise) &&
            (ctx.kneelBarred ? '' : ' You are down: kneel (KN) or roll (RO) first.')}
          {ctx.posture === 'prone' && ctx.kneelBarred && (
            <span data-testid="kneel-barred">
              {' '}
              You fell or rolled and have not yet lain still for a whole phase, so kneeling (KN) must wait: roll (RO),
              or hold to lie still. <RuleLink rule="Billings §15.7" />
            </span>
          )}
        </p>
      )}
      <fieldset class="pad-keys">
        <legend class="sr-only">Standard actions</legend>
        {STANDARD_ACTIONS.filter((s) => s !== 'RO').map((s) => {
          const why = standardRefusal(s, ctx);
          return (
            <button
              type="button"
              key={s}
              data-testid={`std-${s}`}
              title={standardTitle(STANDARD_TITLES[s], why)}
              class={why ? 'unavailable' : ''}
              onClick={() => setText(withStandard(text, s))}
            >
              {s}
            </button>
          );
        })}
        {ROLL_DIRECTIONS.map((d) => {
          const why = standardRefusal('RO', ctx, d);
          return (
            <button
              type="button"
              key={d}
              data-testid={`std-RO-${d}`}
              title={standardTitle(`roll ${d}`, why)}
              class={why ? 'unavailable' : ''}
              onClick={() => setText(withStandard(text, `RO-${d}`))}
            >
              RO-{d}
            </button>
          );
        })}
      </fieldset>
      <fieldset class="pad-keys">
        <legend class="sr-only">Special actions</legend>
        {SPECIALS.map(({ kind, title }) => (
          <button
            type="button"
            key={kind}
            data-testid={`special-${kind}`}
            title={title}
            disabled={!specialAvailable(text, kind, ctx, netListed)}
            onClick={() => setText(withSpecial(text, specialBody(kind)))}
          >
            ({specialBody(kind)})
          </button>
        ))}
        <label class="inline">
          kick side
          <select data-testid="kick-side" value={kickSide} onChange={(e) => setKickSide(Number(e.currentTarget.value))}>
            <SideOptions />
          </select>
        </label>
        {netListed.has('LN') && (
          <label class="inline">
            net hex
            <select data-testid="lay-net-hex" value={netHex} onChange={(e) => setNetHex(Number(e.currentTarget.value))}>
              {[1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {ctx?.billingsMoves && (
        <fieldset class="pad-keys" data-testid="billings-specials">
          <legend class="muted">Billings special actions</legend>
          {BILLINGS_SPECIAL_BUTTONS.map(({ kind, label, title }) => (
            <button
              type="button"
              key={kind}
              data-testid={`special-${kind}`}
              title={title}
              disabled={!specialAvailable(text, kind, ctx, netListed)}
              onClick={() => setText(withSpecial(text, kind))}
            >
              {label}
            </button>
          ))}
        </fieldset>
      )}
      {netLines.length > 0 && (
        <ul class="net-offer" data-testid="net-offer">
          {netLines.map(({ kind, title }) => (
            <li key={kind}>
              <code>({kind === 'LN' ? 'LN1-3' : kind})</code> {title}
            </li>
          ))}
        </ul>
      )}
      <div class="row">
        <input
          type="text"
          class="order-input"
          data-testid="order-input"
          aria-label="Order in notation"
          placeholder="e.g. (L)(Q)B"
          list="offered-orders"
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void send();
          }}
          autocomplete="off"
          spellcheck={false}
        />
        <datalist id="offered-orders">
          {offered.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
        <button type="button" data-testid="order-undo" onClick={() => setText(withoutLast(text))} disabled={!text}>
          ⌫
        </button>
        <button type="button" data-testid="order-clear" onClick={() => setText('')} disabled={!text}>
          Clear
        </button>
      </div>
      <OrderVerdict status={status} />
      {preview && preview.steps.length > 0 && (
        <ol class="steps" data-testid="order-steps">
          {preview.steps.map((s, i) => (
            <li key={i}>{describeStep(s)}</li>
          ))}
        </ol>
      )}
      <div class="row">
        <button
          type="button"
          class="primary"
          data-testid="order-submit"
          disabled={!enabled || !canSubmitOrder(status)}
          onClick={() => void send()}
        >
          Submit order
        </button>
        {hold && (
          <button
            type="button"
            data-testid="order-hold"
            disabled={!enabled}
            onClick={() => void submit({ type: 'hold' })}
          >
            Hold (no move)
          </button>
        )}
      </div>
    </div>
  );
}

function OrderVerdict({ status }: { status: OrderStatus }) {
  switch (status.kind) {
    case 'empty':
      return <p class="muted verdict">Write an order or build one with the buttons.</p>;
    case 'syntax':
      return (
        <p class="error verdict" data-testid="order-verdict">
          {status.violation.message} <RuleLink rule={status.violation.rule} />
        </p>
      );
    case 'offered':
    case 'within-form':
      return (
        <p class="ok verdict" data-testid="order-verdict">
          <code>{status.canonical}</code> may be written now.
        </p>
      );
    case 'refused':
      return (
        <p class="error verdict" data-testid="order-verdict">
          <code>{status.canonical}</code> cannot be written now
          {status.violation ? (
            <>
              : {status.violation.message} <RuleLink rule={status.violation.rule} />
            </>
          ) : (
            ': it is not among the orders on offer'
          )}
          .
        </p>
      );
  }
}
