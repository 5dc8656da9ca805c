/**
 * The item deals before the first turn (9.2-9.4) as forms: the sealed bid on the lot on the table, the pick from
 * the draft's face-up cards, the items asked for in a selection, and the pair kept out of too many or clashing
 * items won. Each item is a card with its words; what the limits of 9.1 forbid is greyed with the reason.
 */
import { useState } from 'preact/hooks';
import type { ItemCard } from '../../games/gladiatori/items.js';
import { itemWords } from '../../games/gladiatori/items.js';
import type { GladiatoriView } from '../../games/gladiatori/module.js';
import type { DealPhase, GladiatoriCommand } from '../../games/gladiatori/types.js';
import { RuleLink } from '../help/RuleLink.js';
import { CardToggle, toggled } from './CardToggle.js';
import {
  bidProblem,
  bidWords,
  daggerNote,
  draftCards,
  itemBlock,
  itemNote,
  itemsWords,
  keepProblem,
  preferredKinds,
} from './deals.js';

interface Props {
  view: GladiatoriView;
  deal: DealPhase;
  seat: string | null;
  commands: readonly GladiatoriCommand[];
  nameOf: (seat: string) => string;
  enabled: boolean;
  submit: (c: GladiatoriCommand) => void;
}

/** An item card with its words: a toggle, greyed with its reason when blocked, or a plain card without `onClick`. */
function ItemButton({
  card,
  pressed = false,
  block,
  onClick,
  testid,
}: {
  card: ItemCard;
  pressed?: boolean;
  block?: string | null;
  onClick?: () => void;
  testid: string;
}) {
  const words = (
    <>
      <strong>{itemWords(card)}</strong>
      <span class="small">{itemNote(card)}</span>
    </>
  );
  if (!onClick)
    return (
      <span class="gx-card gx-item" data-testid={testid} data-item={card.id}>
        {words}
      </span>
    );
  return (
    <CardToggle look="gx-item" pressed={pressed} block={block} onClick={onClick} testid={testid} item={card.id}>
      {words}
    </CardToggle>
  );
}

export function DealPanel({ view, deal, seat, commands, nameOf, enabled, submit }: Props) {
  const heldBy = (s: string): ItemCard[] =>
    deal.method === 'auction'
      ? (deal.auction.won[s] ?? [])
      : deal.method === 'draft'
        ? (deal.draft.taken[s] ?? [])
        : (deal.held[s] ?? []);
  return (
    <div class="gx-deal" data-testid="deal">
      <p class="small" data-testid="deal-held">
        So far: {view.seats.map((s) => `${nameOf(s)}: ${itemsWords(heldBy(s))}`).join('; ')}.
      </p>
      {deal.method === 'auction' &&
        (commands.some((c) => c.type === 'keep') ? (
          <KeepForm won={heldBy(seat ?? '')} enabled={enabled} submit={submit} />
        ) : (
          <BidForm view={view} deal={deal} seat={seat} commands={commands} enabled={enabled} submit={submit} />
        ))}
      {deal.method === 'draft' && (
        <DraftForm deal={deal} seat={seat} commands={commands} nameOf={nameOf} enabled={enabled} submit={submit} />
      )}
      {deal.method === 'selection' && (
        <SelectForm view={view} deal={deal} seat={seat} commands={commands} enabled={enabled} submit={submit} />
      )}
    </div>
  );
}

type Of<M extends DealPhase['method']> = DealPhase & { method: M };

/** 9.2: the lot on the table and a sealed bid of energy cards on it, counted as it is made. */
function BidForm({
  view,
  deal,
  seat,
  commands,
  enabled,
  submit,
}: Omit<Props, 'deal' | 'nameOf'> & { deal: Of<'auction'> }) {
  const lot = deal.auction.lots[0];
  const purse = seat ? deal.auction.purse[seat] : undefined;
  const [bid, setBid] = useState({ energy0: 0, energy1: 0 });
  const problem = bidProblem(bid, purse);
  const mine = view.mine?.command.type === 'bid' ? view.mine.command : null;
  const asked = commands.some((c) => c.type === 'bid');
  const field = (k: 'energy0' | 'energy1', label: string) => (
    <div class="gx-trait">
      <label for={`gx-bid-${k}`}>{label}</label>{' '}
      <input
        id={`gx-bid-${k}`}
        type="number"
        min={0}
        max={purse?.[k] ?? 0}
        value={String(bid[k])}
        data-testid={`bid-${k}`}
        onInput={(e) => setBid({ ...bid, [k]: Number(e.currentTarget.value) })}
      />{' '}
      <span class="muted small">of {purse?.[k] ?? 0} you hold</span>
    </div>
  );
  return (
    <div data-testid="bid-form">
      <p>
        Auction <RuleLink rule="9.2" />: {deal.auction.lots.length} lot{deal.auction.lots.length === 1 ? '' : 's'} left.
        On the table:
      </p>
      {lot && (
        <div class="gx-cards">
          <ItemButton card={lot} testid="lot" />
        </div>
      )}
      {mine && <p data-testid="my-bid">Your sealed bid: {bidWords(mine)}. The others are still bidding.</p>}
      {asked && (
        <>
          <p class="small">
            Bids are sealed. The most energy takes the lot; at equal energy, the most cards; a tie on both sends the
            card out of the game. The winner's bid cards go to his discard pile when the auctions end.
          </p>
          {field('energy1', '1-energy cards')}
          {field('energy0', '0-energy cards')}
          <p data-testid="bid-total">Your bid: {bidWords(bid)}.</p>
          {problem && (
            <p class="error" data-testid="bid-problem">
              {problem}
            </p>
          )}
          <button
            type="button"
            class="primary"
            disabled={!enabled}
            data-testid="bid-send"
            onClick={() => submit({ type: 'bid', energy0: bid.energy0, energy1: bid.energy1 })}
          >
            Seal this bid
          </button>
        </>
      )}
    </div>
  );
}

/** 9.1, 9.2: too many items won, or two that clash: the ones kept. */
function KeepForm({ won, enabled, submit }: { won: ItemCard[]; enabled: boolean; submit: Props['submit'] }) {
  const [kept, setKept] = useState<string[]>([]);
  const chosen = won.filter((c) => kept.includes(c.id));
  const problem = keepProblem(won, kept);
  return (
    <div data-testid="keep-form">
      <p>
        You won more than the limits let you hold <RuleLink rule="9.1" />: choose what you keep; the rest leaves the
        game.
      </p>
      <div class="gx-cards">
        {won.map((c) => (
          <ItemButton
            key={c.id}
            card={c}
            testid="keep-item"
            pressed={kept.includes(c.id)}
            block={itemBlock(c, [], chosen)}
            onClick={() => setKept((k) => toggled(k, c.id))}
          />
        ))}
      </div>
      {problem && <p class="muted small">{problem}</p>}
      {daggerNote(chosen) && chosen.length > 0 && <p class="small">{daggerNote(chosen)}</p>}
      <button
        type="button"
        class="primary"
        disabled={!enabled || problem !== null}
        data-testid="keep-send"
        onClick={() => submit({ type: 'keep', items: kept })}
      >
        Keep these
      </button>
    </div>
  );
}

/** 9.3: the face-up cards; the player whose pick it is takes one, letting one go when every card left clashes. */
function DraftForm({
  deal,
  seat,
  commands,
  nameOf,
  enabled,
  submit,
}: Omit<Props, 'deal' | 'view'> & { deal: Of<'draft'> }) {
  const held = seat ? (deal.draft.taken[seat] ?? []) : [];
  const offers = commands.flatMap((c) => (c.type === 'pick' ? [c] : []));
  const next = deal.draft.order[0];
  const cards = draftCards(deal.draft.faceUp, held, offers, offers.length > 0);
  const [picked, setPicked] = useState<string | null>(null);
  const pickedCard = cards.find((c) => c.card.id === picked);
  const nameItem = (id: string) => {
    const c = [...deal.draft.faceUp, ...held].find((x) => x.id === id);
    return c ? itemWords(c) : 'an item';
  };
  return (
    <div data-testid="draft-form">
      <p>
        Draft <RuleLink rule="9.3" />: {next ? `${nameOf(next)} picks now` : 'every pick is made'}; then{' '}
        {deal.draft.order
          .slice(1, 4)
          .map((s) => nameOf(s))
          .join(', ') || 'nobody'}
        .
      </p>
      <fieldset class="gx-cards gx-plain">
        <legend class="small">The face-up item cards</legend>
        {cards.map((c) => (
          <ItemButton
            key={c.card.id}
            card={c.card}
            testid="draft-item"
            pressed={picked === c.card.id}
            block={c.block}
            onClick={() => {
              if (c.drops.length === 0) submit({ type: 'pick', item: c.card.id });
              else setPicked(c.card.id);
            }}
          />
        ))}
      </fieldset>
      {pickedCard && pickedCard.drops.length > 0 && (
        <div class="gx-offers" data-testid="draft-drop">
          <p>Every card left clashes with what you hold: say which of the two leaves the game.</p>
          {pickedCard.drops.map((d) => (
            <button
              key={d}
              type="button"
              disabled={!enabled}
              onClick={() => submit({ type: 'pick', item: pickedCard.card.id, drop: d })}
            >
              Let the {nameItem(d)} go
            </button>
          ))}
        </div>
      )}
      {offers.length > 0 && daggerNote(held) && held.length > 0 && <p class="small">{daggerNote(held)}</p>}
    </div>
  );
}

/** 9.4: the items asked for this round, within the limits; a card wanted by several goes by lot. */
function SelectForm({
  view,
  deal,
  seat,
  commands,
  enabled,
  submit,
}: Omit<Props, 'deal' | 'nameOf'> & { deal: Of<'selection'> }) {
  const held = seat ? (deal.held[seat] ?? []) : [];
  const preferred = preferredKinds(seat ? view.options.characters[view.seats.indexOf(seat)] : undefined);
  const [wanted, setWanted] = useState<string[]>([]);
  const chosen = deal.available.filter((c) => wanted.includes(c.id));
  const asked = commands.some((c) => c.type === 'select');
  const mine = view.mine?.command.type === 'select' ? view.mine.command : null;
  return (
    <div data-testid="select-form">
      <p>
        Selection <RuleLink rule="9.4" />: name the items you want. One wanted by several players goes to one of them by
        lot, and whoever is left short chooses again from what remains.
      </p>
      {mine && (
        <p data-testid="my-select">
          You asked for {itemsWords(deal.available.filter((c) => mine.items.includes(c.id)))}; the others are still
          choosing.
        </p>
      )}
      <fieldset class="gx-cards gx-plain">
        <legend class="small">The items still to choose</legend>
        {deal.available.map((c) => (
          <ItemButton
            key={c.id}
            card={c}
            testid="select-item"
            pressed={wanted.includes(c.id)}
            block={asked ? itemBlock(c, held, chosen, preferred) : 'Not your choice now.'}
            onClick={() => setWanted((w) => toggled(w, c.id))}
          />
        ))}
      </fieldset>
      {asked && (
        <>
          <p data-testid="select-count">
            You hold {itemsWords(held)}; asking for {itemsWords(chosen)}.
          </p>
          {daggerNote([...held, ...chosen]) && <p class="small">{daggerNote([...held, ...chosen])}</p>}
          <button
            type="button"
            class="primary"
            disabled={!enabled}
            data-testid="select-send"
            onClick={() => submit({ type: 'select', items: wanted })}
          >
            {wanted.length === 0 ? 'Ask for nothing more' : 'Ask for these'}
          </button>
        </>
      )}
    </div>
  );
}
