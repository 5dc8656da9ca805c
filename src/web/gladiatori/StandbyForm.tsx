/**
 * Standby (8.1) as a form: the Action card laid face-down for it (from the hand, or a straight face-up card on the
 * table), and the elements it brings back, three at most: discarded cards, and Blood, Speed, Offense or Guard points
 * up to their starting values. Counted as they are chosen; what the limits forbid is said before sending.
 */
import { useState } from 'preact/hooks';
import type { FighterView } from '../../games/gladiatori/module.js';
import type { Card, GladiatoriCommand, Recovery } from '../../games/gladiatori/types.js';
import { RuleLink } from '../help/RuleLink.js';
import { CardToggle, toggled } from './CardToggle.js';
import { recoveryCount, recoveryProblem, recoveryRoom, STANDBY_LIMIT } from './deals.js';
import { cardWords } from './words.js';

interface Props {
  me: FighterView;
  /** The Action cards the offers let be laid for Standby. */
  cards: readonly string[];
  /** The card put on the Action spot, when there is one: the form starts with it. */
  initial: string | null;
  /** Where the cards brought back go (the option of 8.1): the hand or the hit-point deck. */
  into: 'hand' | 'deck';
  enabled: boolean;
  submit: (c: GladiatoriCommand) => void;
  /** Closes the form without standing by. */
  close: () => void;
}

const POINTS = [
  ['blood', 'Blood points'],
  ['speed', 'Speed points'],
  ['offense', 'Offense points'],
  ['guard', 'Guard points'],
] as const;

export function StandbyForm({ me, cards, initial, into, enabled, submit, close }: Props) {
  const own = (id: string): Card | undefined =>
    (Array.isArray(me.hand) ? me.hand : []).find((c) => c.id === id) ??
    me.table.flatMap((t) => ('card' in t ? [t.card] : [])).find((c) => c.id === id);
  const [card, setCard] = useState<string>(initial && cards.includes(initial) ? initial : (cards[0] ?? ''));
  const [r, setR] = useState<Recovery>({ cards: [], blood: 0, speed: 0, offense: 0, guard: 0 });
  const room = recoveryRoom(me);
  const problem = recoveryProblem(r, room, STANDBY_LIMIT);
  const n = recoveryCount(r);
  const toggle = (id: string) => setR((x) => ({ ...x, cards: toggled(x.cards, id) }));
  const fromTable = (id: string) => me.table.some((t) => 'card' in t && t.card.id === id);
  return (
    <div class="gx-standby" data-testid="standby-form">
      <p>
        Standby <RuleLink rule="8.1" />: lay an Action card face-down for nothing but rest, and take back up to{' '}
        {STANDBY_LIMIT} elements ({n} chosen). Cards come back to your {into === 'hand' ? 'hand' : 'hit-point deck'}.
      </p>
      <label for="gx-standby-card">The card laid down</label>{' '}
      <select
        id="gx-standby-card"
        data-testid="standby-card"
        value={card}
        onChange={(e) => setCard(e.currentTarget.value)}
      >
        {cards.map((id) => {
          const c = own(id);
          return (
            <option key={id} value={id}>
              {c ? cardWords(c) : 'an Action card'}
              {fromTable(id) ? ', from the table' : ', from the hand'}
            </option>
          );
        })}
      </select>
      {me.discard.length > 0 ? (
        <fieldset class="gx-cards gx-plain">
          <legend class="small">From the discard pile</legend>
          {me.discard.map((c) => (
            <CardToggle
              key={c.id}
              look={`kind-${c.kind}`}
              pressed={r.cards.includes(c.id)}
              onClick={() => toggle(c.id)}
              testid="standby-discard"
            >
              <strong>{cardWords(c)}</strong>
            </CardToggle>
          ))}
        </fieldset>
      ) : (
        <p class="muted small">Your discard pile is empty.</p>
      )}
      {POINTS.map(([k, label]) =>
        room[k] > 0 ? (
          <div class="gx-trait" key={k}>
            <label for={`gx-standby-${k}`}>{label}</label>{' '}
            <input
              id={`gx-standby-${k}`}
              type="number"
              min={0}
              max={room[k]}
              value={String(r[k])}
              data-testid={`standby-${k}`}
              onInput={(e) => setR({ ...r, [k]: Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)) })}
            />{' '}
            <span class="muted small">of {room[k]} lost</span>
          </div>
        ) : null,
      )}
      {problem && (
        <p class="error" data-testid="standby-problem">
          {problem}
        </p>
      )}
      <button
        type="button"
        class="primary"
        disabled={!enabled || problem !== null || !card}
        data-testid="standby-send"
        onClick={() => submit({ type: 'standby', card, recover: r })}
      >
        Stand by
      </button>{' '}
      <button type="button" data-testid="standby-close" onClick={close}>
        Not now
      </button>
    </div>
  );
}
