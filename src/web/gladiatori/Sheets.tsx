/**
 * Each fighter's sheet (skills, Blood, Speed, cards by zone, items, special moves, powers, markers), the VP track
 * (4.3), and the fight now in play with this seat's own Final Attack or Final Defence terms, each with its section.
 */
import type { FighterView, GladiatoriView } from '../../games/gladiatori/module.js';
import type { Fight, Term } from '../../games/gladiatori/types.js';
import { RuleLink } from '../help/RuleLink.js';
import { animalFightOf, animalFightWords, animalStateWords, animalsOf } from './animals.js';
import { actionName, countOf, fightWords, hitPointsOf, itemLine, moveName, powerName, statusWords } from './words.js';

interface SheetProps {
  f: FighterView;
  name: string;
  mine: boolean;
  vp: number;
  /** The Simplified game (13) plays no special moves: the sheet leaves them out. */
  simplified: boolean;
}

export function FighterSheet({ f, name, mine, vp, simplified }: SheetProps) {
  const hp = hitPointsOf(f);
  const hidden = f.skills === undefined;
  return (
    <article class={`gx-sheet side-${f.side % 8}${f.out ? ' out' : ''}`} data-testid={`sheet-${f.seat}`}>
      <header>
        <span class="gx-swatch" aria-hidden="true" /> <strong>{name}</strong>{' '}
        <span class="muted">{mine ? 'you' : `side ${f.side + 1}`}</span>
      </header>
      <p data-testid={`status-${f.seat}`}>
        {statusWords(f)}; {vp} VP{hp === null ? '' : `; ${hp} hit points`}
      </p>
      {hidden ? (
        <p class="muted small">Skills, Blood and Speed: kept on his own sheet.</p>
      ) : (
        <dl class="gx-traits">
          <dt>Offense</dt>
          <dd>
            {f.skills?.offense} of {f.startSkills?.offense}
          </dd>
          <dt>Guard</dt>
          <dd>
            {f.skills?.guard} of {f.startSkills?.guard}
          </dd>
          <dt>Endurance</dt>
          <dd>
            {f.skills?.endurance} of {f.startSkills?.endurance}
          </dd>
          <dt>Blood</dt>
          <dd>
            {f.blood} of {f.startBlood}
          </dd>
          <dt>Speed</dt>
          <dd>
            {f.speed} of {f.startSpeed}
          </dd>
        </dl>
      )}
      <p data-testid={`zones-${f.seat}`}>
        Hand {countOf(f.hand)}; hit-point deck {countOf(f.deck)}
        {f.cover ? ' and the cover card' : ', the cover card lost'}; discard pile {f.discard.length}; out of the game{' '}
        {f.removed.length}.
      </p>
      <p>
        Items in play: {f.items.length === 0 ? 'none (he fights with the dagger)' : f.items.map(itemLine).join('; ')}
        {f.lostItems.length > 0 && `. Lost: ${f.lostItems.map(itemLine).join('; ')}`}.
      </p>
      {f.moves.length > 0 && !simplified && <p>Special moves: {f.moves.map(moveName).join(', ')}.</p>}
      {(f.powers.length > 0 || f.usedPowers.length > 0) && (
        <p>
          Powers: {f.powers.map(powerName).join(', ') || 'none left'}
          {f.usedPowers.length > 0 && ` (used: ${f.usedPowers.map(powerName).join(', ')})`}.
        </p>
      )}
      {f.table.length > 0 && (
        <p class="small">
          Action cards on the table:{' '}
          {f.table
            .map((t) =>
              'card' in t
                ? `${actionName(t.card.action)}${t.rotated ? ' (used)' : ''}${t.standby ? ' (standby)' : ''}`
                : `face-down${t.rotated ? ' (used)' : ''}`,
            )
            .join(', ')}
          .
        </p>
      )}
    </article>
  );
}

/** The VP track (4.3): a box for each score from the lowest to the highest, each fighter's marker in his. */
export function VpTrack({ view, nameOf }: { view: GladiatoriView; nameOf: (seat: string) => string }) {
  const scores = view.seats.map((s) => ({ seat: s, vp: view.scores[s] ?? 0 }));
  const low = Math.min(0, ...scores.map((s) => s.vp));
  const high = Math.max(20, ...scores.map((s) => s.vp));
  const boxes = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  // The stack's order within a box: the upper marker plays first among equals (5.2).
  const order = (seat: string) => view.stack.indexOf(seat);
  return (
    <>
      <ol class="gx-vp" data-testid="vp-track" aria-label="The VP track">
        {boxes.map((n) => {
          const here = scores.filter((s) => s.vp === n).sort((a, b) => order(a.seat) - order(b.seat));
          return (
            <li key={n} class={here.length > 0 ? 'held' : ''}>
              <span class="gx-vp-n">{n}</span>
              {here.map((s) => (
                <span
                  key={s.seat}
                  class={`gx-marker side-${(view.fighters[s.seat]?.side ?? 0) % 8}`}
                  title={`${nameOf(s.seat)}: ${n} VP`}
                >
                  {nameOf(s.seat).charAt(0)}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      <p data-testid="vp-words">
        {scores.map((s) => `${nameOf(s.seat)} ${s.vp} VP`).join('; ')}. <RuleLink rule="4.3" />
      </p>
    </>
  );
}

function Terms({ terms, what }: { terms: Term[]; what: string }) {
  if (terms.length === 0) return null;
  const total = terms.reduce((s, t) => s + t.value, 0);
  return (
    <div class="gx-terms">
      <p>
        Your {what}: {total}
      </p>
      <ul data-testid="terms">
        {terms.map((t, i) => (
          <li key={i}>
            {t.value >= 0 ? '+' : ''}
            {t.value} {t.label} <RuleLink rule={t.rule} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The fight in play: who attacks whom, the values announced, and this seat's own terms (the others' stay hidden). */
export function FightPanel({ fight, nameOf }: { fight: Fight; nameOf: (seat: string) => string }) {
  return (
    <section class="panel gx-fight" data-testid="fight">
      <h3>
        The fight <RuleLink rule="7" />
      </h3>
      <p>{fightWords(fight, nameOf)}.</p>
      <Terms terms={fight.attackTerms} what="Final Attack Value" />
      <Terms terms={fight.defenceTerms} what="Final Defence Value" />
    </section>
  );
}

/** The pack of the animal modes (17): each beast and where it is, and its fight with a gladiator. */
export function AnimalsPanel({ view, nameOf }: { view: GladiatoriView; nameOf: (id: string) => string }) {
  const animals = animalsOf(view);
  const fight = animalFightOf(view);
  return (
    <section class="panel" data-testid="animals">
      <h3>
        The animals <RuleLink rule="17" />
      </h3>
      <ul class="gx-animals">
        {animals.map((a) => (
          <li key={a.id}>
            {a.name}: {animalStateWords(a.state)}
          </li>
        ))}
      </ul>
      {fight && (
        <>
          <p data-testid="animal-fight">{animalFightWords(fight, nameOf)}.</p>
          <Terms terms={fight.terms} what={fight.by === 'animal' ? 'Final Defence Value' : 'Final Attack Value'} />
        </>
      )}
    </section>
  );
}
