/**
 * Gladiatori's part of the lobby form: one character a seat, a pre-made one, one built on the spot with the coins
 * counted as the player buys (16), or one of the account's saved characters with his record (15); his items (9.1);
 * then the game's other options as the generic fields.
 */
import { useEffect, useState } from 'preact/hooks';
import type { CharacterSheet } from '../../games/gladiatori/character.js';
import { HOUSE_ITEMS, itemWords } from '../../games/gladiatori/items.js';
import { PREMADE, PREMADE_IDS } from '../../games/gladiatori/premade.js';
import {
  ABILITIES,
  ABILITY_POINT_COST,
  BOUGHT_CARD_KINDS,
  BOUGHT_CARDS,
  POWER_COST,
  POWERS,
  SKILL_COST,
  SKILLS,
  SPECIAL_MOVES,
} from '../../games/gladiatori/tables.js';
import type { OptionsFormProps, SeatLabel } from '../lobby.js';
import type { Draft } from '../schemaForm.js';
import {
  addEntry,
  blankSheet,
  coinsWords,
  type Entry,
  itemsProblem,
  MAX_PLAYERS,
  minPlayers,
  overlimitOf,
  removeEntry,
  replaceEntry,
  rosterOf,
  rosterSeats,
  summaryOf,
  withRoster,
} from './creation.js';
import {
  loadRoster,
  mayFight,
  type Roster,
  rebuildCharacter,
  type SavedCharacter,
  SEAT_ORDER,
  saveCharacter,
  savedSeats,
  takeSaved,
  withSaved,
  withSeatItems,
} from './roster.js';

export const gladiatoriSeats = (draft: Draft): SeatLabel[] => rosterSeats(rosterOf(draft));

const ORDINAL = ['first', 'second', 'third', 'fourth'];
const TRAIT_WORDS: Readonly<Record<string, string>> = {
  endurance: 'Endurance',
  offense: 'Offense',
  guard: 'Guard',
  blood: 'Blood',
  speed: 'Speed',
  energy0: '0-energy cards',
  energy1: '1-energy cards',
  feint: 'Feint cards',
};

export function GladiatoriOptions({ fields, draft, errors, setDraft, renderField }: OptionsFormProps) {
  const roster = rosterOf(draft);
  const least = minPlayers(draft);
  const set = (r: Entry[]) => setDraft(withRoster(draft, r));
  const saved = savedSeats(draft);
  const [mine, setMine] = useState<Roster | null>(null);
  const reload = () => void loadRoster().then(setMine);
  useEffect(reload, []);
  const characters = mine?.kind === 'list' ? mine.characters : [];
  return (
    <div class="gx-options">
      <fieldset class="gx-creator" data-testid="gx-roster">
        <legend>The characters, one a seat</legend>
        {roster.map((e, i) => {
          const seat = SEAT_ORDER[i] as string;
          const savedId = Object.hasOwn(saved, seat) ? saved[seat] : undefined;
          return (
            <CharacterRow
              key={i}
              i={i}
              entry={e}
              overlimit={overlimitOf(draft)}
              saved={characters.find((c) => c.id === savedId) ?? null}
              choices={characters.filter(
                (c) => c.id === savedId || (mayFight(c) && !Object.values(saved).includes(c.id)),
              )}
              set={(x) => setDraft(withSaved(withRoster(draft, replaceEntry(roster, i, x)), seat, null))}
              take={(c) => setDraft(takeSaved(draft, i, c))}
              setItems={(items) => setDraft(withSeatItems(draft, i, items))}
              keep={mine?.kind === 'list' ? (c) => (c ? setDraft(withSaved(draft, seat, c.id)) : reload()) : null}
              remove={
                roster.length > least
                  ? () => setDraft({ ...withRoster(draft, removeEntry(roster, i, least)), gxSaved: '' })
                  : null
              }
            />
          );
        })}
        {roster.length < MAX_PLAYERS && (
          <button type="button" onClick={() => set(addEntry(roster))} data-testid="gx-add-character">
            Add a player
          </button>
        )}
        {errors.characters && (
          <p class="error" role="alert">
            {errors.characters}
          </p>
        )}
        {errors.items && (
          <p class="error" role="alert">
            {errors.items}
          </p>
        )}
      </fieldset>
      <SavedList roster={mine} reload={reload} />
      {fields.filter((f) => f.key !== 'characters' && f.key !== 'items').map((f) => renderField(f))}
    </div>
  );
}

/** 15: the account's saved characters with their records in words, each one that may fight rebuilt with his coins. */
function SavedList({ roster, reload }: { roster: Roster | null; reload: () => void }) {
  const [building, setBuilding] = useState<{ c: SavedCharacter; sheet: CharacterSheet } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (roster === null) return null;
  if (roster.kind === 'signed-out')
    return (
      <p class="muted small" data-testid="gx-saved-signed-out">
        Sign in to an account to keep your characters from one game to the next, with their experience.
      </p>
    );
  if (roster.kind === 'error')
    return (
      <p class="error" role="alert">
        Your saved characters could not be read: {roster.message}
      </p>
    );
  return (
    <fieldset class="gx-creator" data-testid="gx-saved">
      <legend>Your saved characters (campaign, 15)</legend>
      {roster.characters.length === 0 && (
        <p class="muted small">None yet: build one above and save him to keep his record between games.</p>
      )}
      <ul>
        {roster.characters.map((c) => (
          <li key={c.id} data-testid="gx-saved-character">
            <strong>{c.name}</strong>: {c.words}
            {c.fighting !== null && <span class="muted small"> (fighting in a match now)</span>}{' '}
            {mayFight(c) && c.totals.coins > c.sheet.coins && building?.c.id !== c.id && (
              <button
                type="button"
                onClick={() => setBuilding({ c, sheet: { ...c.sheet, coins: c.totals.coins } })}
                data-testid="gx-saved-rebuild"
              >
                Build him anew with {c.totals.coins} coins
              </button>
            )}
          </li>
        ))}
      </ul>
      {building && (
        <div>
          <Creator
            i={9}
            overlimit={false}
            sheet={building.sheet}
            items={[]}
            set={(sheet) => setBuilding({ c: building.c, sheet: { ...sheet, name: building.c.name } })}
            noItems
          />
          <button
            type="button"
            data-testid="gx-saved-rebuild-save"
            onClick={async () => {
              const r = await rebuildCharacter(building.c.id, building.sheet);
              if (!r.ok) setProblem(r.message);
              else {
                setProblem(null);
                setBuilding(null);
                reload();
              }
            }}
          >
            Keep this sheet
          </button>{' '}
          <button type="button" onClick={() => setBuilding(null)}>
            Cancel
          </button>
        </div>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

interface RowProps {
  i: number;
  entry: Entry;
  overlimit: boolean;
  /** The saved character at this seat, if one is. */
  saved: SavedCharacter | null;
  /** The saved characters this seat may take. */
  choices: SavedCharacter[];
  set: (e: Entry) => void;
  take: (c: SavedCharacter) => void;
  /** Changes the seat's items (9.1) and nothing else: a saved character keeps his seat. */
  setItems: (items: string[]) => void;
  /** Saves a built character to the account (null when nobody is signed in), then marks the seat as his. */
  keep: ((c: SavedCharacter | null) => void) | null;
  remove: (() => void) | null;
}

function CharacterRow({ i, entry, overlimit, saved, choices, set, take, setItems, keep, remove }: RowProps) {
  const id = `gx-character-${i}`;
  const value = saved ? `saved:${saved.id}` : entry.kind === 'premade' ? entry.id : entry.kind;
  return (
    <div class="gx-character">
      <label for={id}>Character of the {ORDINAL[i] ?? `${i + 1}th`} seat</label>{' '}
      <select
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          const pick = v.startsWith('saved:') ? choices.find((c) => `saved:${c.id}` === v) : undefined;
          if (pick) take(pick);
          else if (v === 'built') set({ kind: 'built', sheet: blankSheet(`Gladiator ${i + 1}`), items: [] });
          else if (v === 'random') set({ kind: 'random' });
          else set({ kind: 'premade', id: v as (typeof PREMADE_IDS)[number] });
        }}
      >
        {PREMADE_IDS.map((p) => (
          <option key={p} value={p}>
            {PREMADE[p].sheet.name} (pre-made)
          </option>
        ))}
        <option value="built">A character of my own, built with coins</option>
        <option value="random">A character drawn at random</option>
        {choices.map((c) => (
          <option key={c.id} value={`saved:${c.id}`}>
            {c.name} (saved: {c.totals.games === 1 ? '1 game' : `${c.totals.games} games`})
          </option>
        ))}
      </select>{' '}
      {remove && (
        <button type="button" onClick={remove}>
          Remove this player
        </button>
      )}
      {entry.kind === 'premade' && <p class="muted small">{PREMADE[entry.id].sheet.motto}</p>}
      {entry.kind === 'random' && (
        <p class="muted small">Bought at random with the coins set below, unseen by the other players.</p>
      )}
      {saved && (
        <p class="muted small" data-testid={`gx-${i}-saved`}>
          {saved.name}, saved: {saved.words}. His sheet is the one kept on the server; his record takes this game when
          it ends. Your own seat only. His items are chosen for each match, below.
        </p>
      )}
      {saved && entry.kind === 'built' && <ItemChoices i={i} who={saved.name} items={entry.items} set={setItems} />}
      {entry.kind === 'built' && !saved && (
        <>
          <Creator
            i={i}
            overlimit={overlimit}
            sheet={entry.sheet}
            items={entry.items}
            set={(sheet, items) => set({ kind: 'built', sheet, items })}
          />
          {keep && <KeepButton i={i} sheet={entry.sheet} keep={keep} />}
        </>
      )}
    </div>
  );
}

/** Saves the built character to the account, to fight at this seat with his record (15). */
function KeepButton({
  i,
  sheet,
  keep,
}: {
  i: number;
  sheet: CharacterSheet;
  keep: (c: SavedCharacter | null) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <button
        type="button"
        data-testid={`gx-${i}-keep`}
        onClick={async () => {
          const r = await saveCharacter(sheet);
          setProblem(r.ok ? null : r.message);
          if (r.ok) keep(r.value);
          keep(null);
        }}
      >
        Save him to my characters
      </button>
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

interface CreatorProps {
  /** Without item choices (a saved character built anew: items are dealt per match). */
  noItems?: boolean;
  i: number;
  /** 16.6: cards past the limits allowed, at double cost. */
  overlimit: boolean;
  sheet: CharacterSheet;
  items: string[];
  set: (sheet: CharacterSheet, items: string[]) => void;
}

/** 16: the creation form, the coins counted after every change. */
function Creator({ i, overlimit, sheet, items, set, noItems }: CreatorProps) {
  const summary = summaryOf(sheet, overlimit);
  const left = summary.cost?.left ?? 0;
  const put = (patch: Partial<CharacterSheet>) => set({ ...sheet, ...patch }, items);
  const num = (v: string): number => (v.trim() === '' ? Number.NaN : Number(v));
  const field = (key: string, label: string, value: number, onInput: (n: number) => void, note: string) => {
    const fid = `gx-${i}-${key}`;
    return (
      <div class="gx-trait" key={key}>
        <label for={fid}>{label}</label>{' '}
        <input
          id={fid}
          data-testid={fid}
          type="number"
          value={Number.isFinite(value) ? String(value) : ''}
          onInput={(e) => onInput(num(e.currentTarget.value))}
        />{' '}
        <span class="muted small">{note}</span>
      </div>
    );
  };
  return (
    <div class="gx-build" data-testid={`gx-build-${i}`}>
      <div class="gx-trait">
        <label for={`gx-${i}-name`}>Name</label>{' '}
        <input
          id={`gx-${i}-name`}
          data-testid={`gx-${i}-name`}
          value={sheet.name}
          maxLength={40}
          onInput={(e) => put({ name: e.currentTarget.value })}
        />
      </div>
      {field('coins', 'Coins to build with', sheet.coins, (n) => put({ coins: n }), '55, or a handicap agreed (16.1)')}
      <p class={`gx-coins${left < 0 ? ' over' : ''}`} data-testid={`gx-${i}-coins-left`} aria-live="polite">
        {coinsWords(sheet, overlimit)}
      </p>
      <fieldset>
        <legend>Skills, 3 to 9 (16.2)</legend>
        {SKILLS.map((k) =>
          field(
            k,
            TRAIT_WORDS[k] ?? k,
            sheet.skills[k],
            (n) => put({ skills: { ...sheet.skills, [k]: n } }),
            SKILL_COST[sheet.skills[k]] === undefined ? 'no price' : `${SKILL_COST[sheet.skills[k]]} coins`,
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>Blood and Speed points, 3 to 9 (16.3)</legend>
        {ABILITIES.map((k) =>
          field(
            k,
            TRAIT_WORDS[k] ?? k,
            sheet.abilities[k],
            (n) => put({ abilities: { ...sheet.abilities, [k]: n } }),
            `${ABILITY_POINT_COST} coin a point`,
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>Combat cards (16.4, 16.5)</legend>
        {BOUGHT_CARD_KINDS.map((k) =>
          field(
            k,
            TRAIT_WORDS[k] ?? k,
            sheet.cards[k],
            (n) => put({ cards: { ...sheet.cards, [k]: n } }),
            `${BOUGHT_CARDS[k].cost} coins each, at most ${summary.limits[k]}${overlimit ? ' (more at double cost)' : ''}`,
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>Special moves, one of each at most (16.7)</legend>
        {SPECIAL_MOVES.map((m) => (
          <label key={m.id} class="inline gx-pick">
            <input
              type="checkbox"
              data-testid={`gx-${i}-move-${m.number}`}
              checked={sheet.specialMoves.includes(m.id)}
              onChange={(e) =>
                put({
                  specialMoves: e.currentTarget.checked
                    ? SPECIAL_MOVES.filter((x) => x.id === m.id || sheet.specialMoves.includes(x.id)).map((x) => x.id)
                    : sheet.specialMoves.filter((x) => x !== m.id),
                })
              }
            />{' '}
            {m.name} ({m.cost} coins)
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Powers, {POWER_COST} coin each, Normal game only (16.8)</legend>
        {POWERS.map((p) => (
          <label key={p.id} class="inline gx-pick">
            <input
              type="checkbox"
              data-testid={`gx-${i}-power-${p.number}`}
              checked={sheet.powers.includes(p.id)}
              onChange={(e) =>
                put({
                  powers: e.currentTarget.checked
                    ? POWERS.filter((x) => x.id === p.id || sheet.powers.includes(x.id)).map((x) => x.id)
                    : sheet.powers.filter((x) => x !== p.id),
                })
              }
            />{' '}
            {p.name}
          </label>
        ))}
      </fieldset>
      {!noItems && <ItemChoices i={i} who={sheet.name} items={items} set={(next) => set(sheet, next)} />}
      {summary.problems.length > 0 ? (
        <ul class="error" data-testid={`gx-${i}-problems`}>
          {summary.problems.map((p, k) => (
            <li key={k}>
              {p.message} ({p.rule})
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted small" data-testid={`gx-${i}-ready`}>
          This character may be played.
        </p>
      )}
    </div>
  );
}

/** 9.1: a seat's two item choices, checked by the engine's own limits after every change. */
function ItemChoices({
  i,
  who,
  items,
  set,
}: {
  i: number;
  who: string;
  items: readonly string[];
  set: (items: string[]) => void;
}) {
  const itemProblem = itemsProblem(items, who);
  return (
    <fieldset>
      <legend>Items, two at most, one of each symbol (9.1); none means the dagger</legend>
      {[0, 1].map((n) => (
        <div key={n} class="gx-trait">
          <label for={`gx-${i}-item-${n}`}>{n === 0 ? 'First item' : 'Second item'}</label>{' '}
          <select
            id={`gx-${i}-item-${n}`}
            data-testid={`gx-${i}-item-${n}`}
            value={items[n] ?? ''}
            onChange={(e) => {
              const next = [items[0] ?? '', items[1] ?? ''];
              next[n] = e.currentTarget.value;
              set(next.filter((x) => x !== ''));
            }}
          >
            <option value="">none</option>
            {HOUSE_ITEMS.cards.map((c) => (
              <option key={c.id} value={c.id}>
                {itemWords(c)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {itemProblem && <p class="error">{itemProblem}</p>}
    </fieldset>
  );
}
