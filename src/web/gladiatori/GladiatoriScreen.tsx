/**
 * The Gladiatori screen: the arena with the fighters and their facing, this seat's hand as cards put (by a click or
 * a drag) on the Action or Reaction spot, the secret choice of the hand at each turn's start, every other offered
 * command, the fight now in play with this seat's own terms, each fighter's sheet, the VP track, and the log.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { FighterView, GladiatoriView } from '../../games/gladiatori/module.js';
import type { Card, GladiatoriCommand } from '../../games/gladiatori/types.js';
import { CommandList } from '../commandList.js';
import { RuleLink } from '../help/RuleLink.js';
import { HexChoices } from '../hexChoices.js';
import { outcomeText, type ScreenProps } from '../screen.js';
import { EventLog, useSender, ViolationView } from '../ui.js';
import { ArenaBoard } from './ArenaBoard.js';
import { animalsOf } from './animals.js';
import { CardToggle, toggled } from './CardToggle.js';
import { DealPanel } from './DealPanel.js';
import { dealKey } from './deals.js';
import { movesLeftOut } from './level.js';
import { facingChoices, litHint, reachOf } from './placing.js';
import { AnimalsPanel, FighterSheet, FightPanel, VpTrack } from './Sheets.js';
import { StandbyForm } from './StandbyForm.js';
import {
  actionCommand,
  activeSpot,
  EMPTY_SPOT,
  offersWith,
  putOnSpot,
  reactCommand,
  type SpotKind,
  type SpotState,
  spotCards,
  targetsFor,
} from './spots.js';
import {
  cardHint,
  cardWords,
  choicesOf,
  commandWords,
  countOf,
  gladiatoriSeatWords,
  grouped,
  handMakeUp,
  phaseWords,
} from './words.js';

/** A key that changes whenever the seat is asked something new: the step, and the count of events seen. */
function stepKey(v: GladiatoriView, events: number): string {
  const p = v.phase;
  const where = p.kind === 'round' ? `${p.round}.${p.index}.${p.step}.${p.fight ? p.fight.step : '-'}` : `${p.kind}`;
  return `${v.turn}.${where}.${events}`;
}

export function GladiatoriScreen({ view, legal, events, seat, outcome, send, showLog }: ScreenProps) {
  const v = view as GladiatoriView;
  const nameOf = gladiatoriSeatWords(v) ?? ((s: string) => `seat ${s}`);
  const me: FighterView | undefined = seat ? v.fighters[seat] : undefined;
  const sender = useSender(send);
  const choices = useMemo(() => (send ? choicesOf(legal, v, seat, nameOf) : []), [legal, v, send, seat]);
  const commands = useMemo(() => choices.map((c) => c.command), [choices]);
  const key = stepKey(v, events.length);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => setPicked(null), [key]);
  const reach = useMemo(() => reachOf(choices), [choices]);
  const atHex = useMemo(() => (picked ? facingChoices(reach.get(picked) ?? []) : []), [picked, reach]);
  // The Standby form, opened from its button or from the Action spot with the card laid there.
  const [standby, setStandby] = useState<{ card: string | null } | null>(null);
  useEffect(() => setStandby(null), [key]);
  const standbyCards = commands.flatMap((c) => (c.type === 'standby' ? [c.card] : []));
  const over = outcome ?? v.outcome;
  const waiting = v.phase.kind === 'choose' ? v.seats.filter((s) => !v.sealedBy.includes(s)) : [];
  const hand: Card[] = me && Array.isArray(me.hand) ? me.hand : [];
  const submit = (c: GladiatoriCommand) => void sender.submit(c);
  const choosing = commands.some((c) => c.type === 'choose');
  const spot = activeSpot(commands);
  // What the board, the cards and the forms do not already offer, as buttons.
  const others = choices.filter((c) => !c.at && !FORMED.has(c.command.type));
  return (
    <div class="gladiatori">
      <div class="gl-main">
        <section class="board-wrap panel" aria-label="The arena">
          <ArenaBoard view={v} mine={seat} nameOf={nameOf} reach={reach} picked={picked} onPick={setPicked} />
          {reach.size > 0 && (
            <p class="muted small" data-testid="lit-hint">
              {litHint(
                commands.some((c) => c.type === 'place'),
                v.options.freePlacement,
              )}
            </p>
          )}
        </section>
        <aside
          class="panel control"
          data-testid="control"
          data-key={key}
          data-awaited={choices.length > 0 ? 'yes' : 'no'}
          data-seat={seat ?? ''}
        >
          <h3 data-testid="control-step">{over ? 'The match is over' : phaseWords(v, nameOf)}</h3>
          {over ? (
            <p data-testid="outcome-text">{outcomeText(over, nameOf)}</p>
          ) : (
            <>
              {v.phase.kind === 'choose' && waiting.length > 0 && (
                <p data-testid="sealed">Still choosing: {waiting.map(nameOf).join(', ')}.</p>
              )}
              {v.mine && v.mine.command.type === 'choose' && me && (
                <p data-testid="my-choice">
                  You keep {v.mine.command.hand.length} cards in hand; the others stay hidden until all have chosen.
                </p>
              )}
              {picked && atHex.length > 0 && (
                <HexChoices
                  choices={atHex.map((c) => ({ ...c, primary: c.suggested || atHex.length === 1 }))}
                  enabled={sender.enabled}
                  submit={(c) => submit(c as GladiatoriCommand)}
                  clear={() => setPicked(null)}
                  intro="In the hex you chose:"
                  look="gx-at-hex"
                  hex={picked}
                />
              )}
              {v.phase.kind === 'deal' && (
                <DealPanel
                  key={`${seat ?? ''}.${dealKey(v.phase.deal)}`}
                  view={v}
                  deal={v.phase.deal}
                  seat={seat}
                  commands={commands}
                  nameOf={nameOf}
                  enabled={sender.enabled}
                  submit={submit}
                />
              )}
              {me && standbyCards.length > 0 && !standby && (
                <button type="button" data-testid="standby-open" onClick={() => setStandby({ card: null })}>
                  Stand by instead of acting…
                </button>
              )}
              {me && standbyCards.length > 0 && standby && (
                <StandbyForm
                  key={`${key}.${standby.card ?? ''}`}
                  me={me}
                  cards={standbyCards}
                  initial={standby.card}
                  into={v.options.standbyRecovery}
                  enabled={sender.enabled}
                  submit={submit}
                  close={() => setStandby(null)}
                />
              )}
              {choosing && me && Array.isArray(me.deck) && (
                <ChooseHand key={`choose-${v.turn}`} deck={me.deck} enabled={sender.enabled} submit={submit} />
              )}
              {me && commands.some((c) => c.type === 'rest' && c.endurance) && (
                <RestForm
                  key={`rest-${v.turn}`}
                  me={me}
                  limit={typeof legal?.form?.limit === 'number' ? legal.form.limit : 0}
                  enabled={sender.enabled}
                  submit={submit}
                />
              )}
              {others.length > 0 && others.length <= 12 && (
                <div class="gx-offers" data-testid="offers">
                  {others.map((c, i) => (
                    <button
                      key={i}
                      type="button"
                      disabled={!sender.enabled}
                      onClick={() => submit(c.command)}
                      data-testid="offer"
                    >
                      {c.words}
                    </button>
                  ))}
                </div>
              )}
              {choices.length > 0 && (
                <div class="gx-every" data-testid="announce">
                  <CommandList
                    key={key}
                    id="gx-command"
                    choices={choices}
                    enabled={sender.enabled}
                    submit={(c) => submit(c as GladiatoriCommand)}
                  />
                </div>
              )}
              {choices.length === 0 && !v.mine && v.phase.kind !== 'over' && seat && (
                <p class="muted" data-testid="not-awaited">
                  Nothing to do for you now.
                </p>
              )}
            </>
          )}
          {sender.busy && <p class="muted">Sending…</p>}
          {sender.refused && <ViolationView violation={sender.refused} />}
        </aside>
      </div>
      {me && !over && v.phase.kind !== 'deal' && v.phase.kind !== 'place' && (
        <HandAndSpots
          key={key}
          me={me}
          hand={hand}
          commands={commands}
          wordsOf={(c) => (seat ? commandWords(c, v, seat, nameOf) : '')}
          spot={spot}
          nameOf={nameOf}
          enabled={sender.enabled}
          submit={submit}
          onStandby={(card) => setStandby({ card })}
        />
      )}
      {v.phase.kind === 'round' && v.phase.fight && <FightPanel fight={v.phase.fight} nameOf={nameOf} />}
      {animalsOf(v).length > 0 && <AnimalsPanel view={v} nameOf={nameOf} />}
      <section class="panel">
        <h3>Victory points</h3>
        <VpTrack view={v} nameOf={nameOf} />
      </section>
      <section class="panel">
        <h3>The fighters</h3>
        <div class="gx-sheets" data-testid="sheets">
          {v.seats.map((s) => {
            const f = v.fighters[s];
            return f ? (
              <FighterSheet
                key={s}
                f={f}
                name={nameOf(s)}
                mine={s === seat}
                vp={v.scores[s] ?? 0}
                simplified={movesLeftOut(v)}
              />
            ) : null;
          })}
        </div>
      </section>
      {showLog && (
        <section class="panel">
          <h3>
            The log <span class="muted small">(each fight's terms with their section)</span>
          </h3>
          <EventLog events={events} />
        </section>
      )}
    </div>
  );
}

/** Command types with a form or a place of their own on the screen (the board takes any command with a hex). */
const FORMED: ReadonlySet<string> = new Set(['choose', 'action', 'react', 'standby', 'bid', 'pick', 'select', 'keep']);

/** 5.1: the cards kept in hand, chosen from the whole deck in secret; the rest make the hit-point deck. */
function ChooseHand({
  deck,
  enabled,
  submit,
}: {
  deck: Card[];
  enabled: boolean;
  submit: (c: GladiatoriCommand) => void;
}) {
  const [kept, setKept] = useState<string[]>(() => deck.filter((c) => c.kind === 'action').map((c) => c.id));
  const hand = deck.filter((c) => kept.includes(c.id));
  const rest = deck.filter((c) => !kept.includes(c.id));
  return (
    <div class="gx-choose" data-testid="choose-hand">
      <p>
        Choose your hand in secret <RuleLink rule="5.1" />: the cards you keep are your strength this turn, the others
        become your hit-point deck.
      </p>
      <fieldset class="gx-cards gx-plain">
        <legend class="small">Your cards: the pressed ones go to your hand</legend>
        {deck.map((c) => (
          <CardToggle
            key={c.id}
            look={`kind-${c.kind}`}
            pressed={kept.includes(c.id)}
            onClick={() => setKept((k) => toggled(k, c.id))}
            testid="deck-card"
          >
            <strong>{cardWords(c)}</strong>
            <span class="small">{cardHint(c)}</span>
          </CardToggle>
        ))}
      </fieldset>
      <p data-testid="choose-count">
        In hand: {hand.length} ({handMakeUp(hand)}). Hit-point deck: {rest.length} cards and the cover card.
      </p>
      <button
        type="button"
        class="primary"
        disabled={!enabled}
        onClick={() => submit({ type: 'choose', hand: kept })}
        data-testid="seal-hand"
      >
        Keep this hand
      </button>
    </div>
  );
}

interface HandProps {
  /** An offered command in words. */
  wordsOf: (c: GladiatoriCommand) => string;
  me: FighterView;
  hand: Card[];
  commands: GladiatoriCommand[];
  spot: SpotKind | null;
  nameOf: (seat: string) => string;
  enabled: boolean;
  submit: (c: GladiatoriCommand) => void;
  /** Opens the Standby form with this card. */
  onStandby: (card: string) => void;
}

const DRAG_TYPE = 'text/plain';

/** The hand, the row of Action cards on the table, and the Action and Reaction spots the cards go on. */
function HandAndSpots({ wordsOf, me, hand, commands, spot, nameOf, enabled, submit, onStandby }: HandProps) {
  const [state, setState] = useState<SpotState>(EMPTY_SPOT);
  const [target, setTarget] = useState<string>('');
  const put = (id: string) => {
    if (!spot) return;
    const next = putOnSpot(state, id, hand, commands, spot);
    if (next.card !== state.card && next.card) {
      const ts = targetsFor(commands, next.card);
      const firstFoe = ts.find((t) => t !== null);
      setTarget(firstFoe ?? '');
    }
    setState(next);
  };
  const takeable = new Set(spot ? spotCards(commands, spot) : []);
  const onSpot = (id: string) => state.card === id || state.add.includes(id);
  const cardOf = (id: string): Card | undefined =>
    hand.find((c) => c.id === id) ?? me.table.flatMap((t) => ('card' in t ? [t.card] : [])).find((c) => c.id === id);
  const cardButton = (c: Card, where: 'hand' | 'table', extra = '') => (
    <button
      key={c.id}
      type="button"
      class={`gx-card kind-${c.kind}${extra}`}
      aria-pressed={onSpot(c.id)}
      disabled={!spot || !enabled}
      draggable={!!spot && enabled}
      onDragStart={(e) => e.dataTransfer?.setData(DRAG_TYPE, c.id)}
      onClick={() => put(c.id)}
      data-testid={`${where}-card`}
      data-card={c.kind}
    >
      <strong>{cardWords(c)}</strong>
      <span class="small">{cardHint(c)}</span>
    </button>
  );
  const spotBox = (kind: SpotKind, label: string, rule: string) => {
    const active = spot === kind;
    const held = active && state.card ? cardOf(state.card) : undefined;
    const targets = active && state.card ? targetsFor(commands, state.card) : [];
    const offers = active && state.card ? offersWith(commands, state.card) : [];
    // Helping an ally, throwing an item, breaking one: offered whole, beyond what the spot builds.
    const special = offers.filter((o) => o.type === 'action' && (o.help || o.throw || o.item));
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone; the cards' own buttons do the same by click.
      <div
        class={`gx-spot${active ? ' active' : ''}`}
        data-testid={`${kind}-spot`}
        onDragOver={(e) => {
          if (active) e.preventDefault();
        }}
        onDrop={(e) => {
          e.preventDefault();
          const id = e.dataTransfer?.getData(DRAG_TYPE);
          if (active && id) put(id);
        }}
      >
        <h4>
          {label} <RuleLink rule={rule} />
        </h4>
        {!active && <p class="muted small">Not in play now.</p>}
        {active && !held && (
          <p class="small">Click (or drag) one of the lit cards to put it here; combat cards go on top of it.</p>
        )}
        {held && (
          <p data-testid={`${kind}-spot-card`}>
            <strong>{cardWords(held)}</strong>
            {state.add.length > 0 &&
              ` with ${state.add.map((id) => (cardOf(id) ? cardWords(cardOf(id) as Card) : 'a card')).join(', ')}`}
          </p>
        )}
        {active && kind === 'action' && state.card && targets.length > 0 && (
          <>
            <label for="gx-target">Target</label>{' '}
            <select
              id="gx-target"
              data-testid="target-select"
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value)}
            >
              {targets.map((t) => (
                <option key={t ?? ''} value={t ?? ''}>
                  {t === null ? 'no fight' : `attack ${nameOf(t)}`}
                </option>
              ))}
            </select>{' '}
            <button
              type="button"
              class="primary"
              disabled={!enabled}
              data-testid="play-action"
              onClick={() => submit(actionCommand({ card: state.card as string, add: state.add }, target || null))}
            >
              Play the action
            </button>
          </>
        )}
        {active && kind === 'reaction' && state.card && (
          <button
            type="button"
            class="primary"
            disabled={!enabled}
            data-testid="play-reaction"
            onClick={() => submit(reactCommand({ card: state.card as string, add: state.add }))}
          >
            React
          </button>
        )}
        {active && kind === 'reaction' && (
          <button
            type="button"
            disabled={!enabled}
            data-testid="no-reaction"
            onClick={() => submit({ type: 'react', card: null, add: [] })}
          >
            No reaction
          </button>
        )}
        {offers.some((o) => o.type === 'standby') && (
          <button
            type="button"
            disabled={!enabled}
            data-testid="standby"
            onClick={() => {
              if (state.card) onStandby(state.card);
            }}
          >
            Lay it for Standby instead…
          </button>
        )}
        {special.length > 0 && (
          <div class="gx-offers" data-testid="special-offers">
            <p class="small">Other ways to play this card:</p>
            {special.map((o, i) => (
              <button key={i} type="button" disabled={!enabled} onClick={() => submit(o)} data-testid="special-offer">
                {wordsOf(o)}
              </button>
            ))}
          </div>
        )}
        {state.card && (
          <button type="button" onClick={() => setState(EMPTY_SPOT)}>
            Clear the spot
          </button>
        )}
      </div>
    );
  };
  return (
    <section class="panel gx-hand-panel" aria-label="Your cards">
      <h3>
        Your hand <span class="muted small">({hand.length} cards, seen by you alone)</span>
      </h3>
      <div class="gx-cards" data-testid="hand">
        {hand.length === 0 && <p class="muted">No cards in hand.</p>}
        {hand.map((c) => cardButton(c, 'hand', takeable.has(c.id) ? ' lit' : ''))}
      </div>
      <p data-testid="piles">
        Hit-point deck: {countOf(me.deck)} cards{me.cover ? ' and the cover card' : ''} <RuleLink rule="7.6" />. Discard
        pile: {me.discard.length === 0 ? 'empty' : `${me.discard.length} (${grouped(me.discard.map(cardWords))})`}.
      </p>
      <h4>
        Your Action cards on the table <RuleLink rule="6.2" />
      </h4>
      <div class="gx-cards" data-testid="table">
        {me.table.length === 0 && <p class="muted small">None yet this turn.</p>}
        {me.table.map((t, i) =>
          'card' in t ? (
            <span key={t.card.id} class={`gx-table-spot${t.rotated ? ' rotated' : ''}${t.standby ? ' standby' : ''}`}>
              {cardButton(t.card, 'table', takeable.has(t.card.id) ? ' lit' : '')}
              <span class="small">
                {[t.rotated ? 'used' : null, t.faceDown ? 'face-down' : null, t.standby ? 'standby' : null]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </span>
          ) : (
            <span key={i} class="gx-card kind-hidden">
              a face-down card
            </span>
          ),
        )}
      </div>
      <div class="gx-spots">
        {spotBox('action', 'Action spot', '6.2')}
        {spotBox('reaction', 'Reaction spot', '6.6')}
      </div>
    </section>
  );
}

/** 5.4: the Rest with Endurance, choosing what comes back: discarded cards and lost Offense or Guard points. */
function RestForm({
  me,
  limit,
  enabled,
  submit,
}: {
  me: FighterView;
  limit: number;
  enabled: boolean;
  submit: (c: GladiatoriCommand) => void;
}) {
  const [cards, setCards] = useState<string[]>([]);
  const [offense, setOffense] = useState(0);
  const [guard, setGuard] = useState(0);
  const lostOffense = Math.max(0, (me.startSkills?.offense ?? 0) - (me.skills?.offense ?? 0));
  const lostGuard = Math.max(0, (me.startSkills?.guard ?? 0) - (me.skills?.guard ?? 0));
  const total = cards.length + offense + guard;
  const points = (label: string, value: number, max: number, set: (n: number) => void, id: string) =>
    max > 0 && (
      <div class="gx-trait">
        <label for={id}>{label}</label>{' '}
        <input
          id={id}
          type="number"
          min={0}
          max={max}
          value={String(value)}
          onInput={(e) => set(Math.max(0, Math.min(max, Number(e.currentTarget.value) || 0)))}
        />{' '}
        <span class="muted small">of {max} lost</span>
      </div>
    );
  return (
    <div class="gx-rest" data-testid="rest-form">
      <p>
        Rest with Endurance <RuleLink rule="5.4" />: choose up to {limit} elements to take back ({total} chosen).
      </p>
      {me.discard.length > 0 && (
        <fieldset class="gx-cards gx-plain">
          <legend class="small">From the discard pile</legend>
          {me.discard.map((c) => (
            <CardToggle
              key={c.id}
              look={`kind-${c.kind}`}
              pressed={cards.includes(c.id)}
              onClick={() => setCards((k) => toggled(k, c.id))}
              testid="rest-card"
            >
              <strong>{cardWords(c)}</strong>
            </CardToggle>
          ))}
        </fieldset>
      )}
      {points('Offense points', offense, lostOffense, setOffense, 'gx-rest-offense')}
      {points('Guard points', guard, lostGuard, setGuard, 'gx-rest-guard')}
      {total > limit && <p class="error">That is {total - limit} more than your Endurance allows.</p>}
      <button
        type="button"
        class="primary"
        disabled={!enabled || total > limit}
        data-testid="rest-with"
        onClick={() =>
          submit({ type: 'rest', endurance: true, recover: { cards, blood: 0, speed: 0, offense, guard } })
        }
      >
        Rest and take these back
      </button>
    </div>
  );
}
