/** The lobby: start a match, pick up the matches this browser holds seats in, watch or replay any match by id. */
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { BotInfo, CreateMatch, GamesInfo, MatchSummary, SeatHolder } from '../server/wire.js';
import { ApiFailure, claimSeat, createMatch, getGames, lookupMatches, openGames, setSeatName } from './api.js';
import { campaignFields, campaignSeats } from './campaign/lobbySeats.js';
import { GladiatorOptions, gladiatorSeats } from './gladiator/LobbyOptions.js';
import { GladiatoriOptions, gladiatoriSeats } from './gladiatori/LobbyOptions.js';
import { rosterRequest } from './gladiatori/roster.js';
import { glorySeats } from './glory/lobbySeats.js';
import { getDisplayName } from './identity.js';
import {
  CLOCK_CHOICES,
  CLOCK_LABELS,
  type ClockChoice,
  type ClockDraft,
  clockDescriptions,
  clockFrom,
  holderWords,
  INITIAL_CLOCK,
  matchWords,
  sharesDevice,
  strongestFirst,
} from './lobbyText.js';
import { hrefOf, inviteLink } from './routes.js';
import { type Draft, type Field, fieldsOf, initialDraft, optionsFrom } from './schemaForm.js';
import { browserStore, type LocalStore } from './storage.js';

type GameInfo = GamesInfo['games'][number];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

export function Lobby() {
  const store = useMemo(browserStore, []);
  const [version, setVersion] = useState(0);
  return (
    <div class="lobby">
      <NewMatch store={store} onCreated={() => setVersion(version + 1)} />
      <OpenGames store={store} />
      <MyMatches store={store} version={version} onForget={() => setVersion(version + 1)} />
      <Watch />
    </div>
  );
}

/** A seat as the seat list names it. */
export interface SeatLabel {
  seat: string;
  label: string;
}

/** What a game's own options form receives: the generic fields, the draft, and where the server found fault. */
export interface OptionsFormProps {
  fields: Field[];
  draft: Draft;
  /** The draft of the defaults (initialDraft). */
  initial: Draft;
  /** Messages by option key (the first part of the field the server named). */
  errors: Record<string, string>;
  /** The whole field the last refusal named, under the options (e.g. "sides.1.2"), or null. */
  errorField: string | null;
  setDraft: (d: Draft) => void;
  /** The generic field of the options form; `locked` shows it fixed at a value, with the reason (the draft keeps its own). */
  renderField: (f: Field, locked?: Locked) => ComponentChildren;
}

/** A field held at a value by another choice (a preset), with why in words. */
export interface Locked {
  value: Draft[string];
  why: string;
}

/** Games whose options need more than a field per option, and whose seats follow from the options. */
const OPTION_FORMS: Record<
  string,
  {
    Options: FunctionComponent<OptionsFormProps>;
    seats: (draft: Draft) => SeatLabel[] | null;
    /** What the form adds to the request besides the options (Gladiatori: the seats of saved characters). */
    request?: (draft: Draft) => Partial<CreateMatch>;
  }
> = {
  gladiator: { Options: GladiatorOptions, seats: gladiatorSeats },
  // Glory's options are the generic fields; only its seats follow from them (one a gladiator).
  glory: { Options: ({ fields, renderField }) => <>{fields.map((f) => renderField(f))}</>, seats: glorySeats },
  // A campaign shows the league's options only for a league, each in words; its seats are the player or the owners.
  campaign: {
    Options: ({ fields, draft, renderField }) => <>{campaignFields(fields, draft).map((f) => renderField(f))}</>,
    seats: campaignSeats,
  },
  /** Gladiatori: a character a seat, pre-made or built with coins, then the generic fields. */
  gladiatori: { Options: GladiatoriOptions, seats: gladiatoriSeats, request: rosterRequest },
};

const optionForm = (game: string) => (Object.hasOwn(OPTION_FORMS, game) ? OPTION_FORMS[game] : undefined);

/** The seats of the match the draft describes: the game's own reading of its options, else its listed seats. */
const seatListOf = (game: GameInfo, draft: Draft): SeatLabel[] =>
  optionForm(game.id)?.seats(draft) ??
  game.seats.map((seat, i) => ({ seat, label: `${capitalised(ORDINALS[i] ?? `${i + 1}th`)} seat` }));

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Until a person picks one, the first seat is held here and the others by the strongest bot. */
function defaultHolder(game: GameInfo, index: number): SeatHolder {
  const bot = strongestFirst(game.bots)[0];
  return index === 0 ? { kind: 'here' } : bot ? { kind: 'bot', bot: bot.name } : { kind: 'invite' };
}

/** A refusal's field under the options ("options.sides.1" or a setup's bare "sides.1"), or null. */
function optionField(field: string | undefined, keys: string[]): string | null {
  if (!field) return null;
  const path = field.startsWith('options.') ? field.slice('options.'.length) : field;
  return keys.includes(path.split('.')[0] ?? '') ? path : null;
}

function NewMatch({ store, onCreated }: { store: LocalStore; onCreated: () => void }) {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [gameId, setGameId] = useState('');
  const [draft, setDraft] = useState<Draft>({});
  const [holders, setHolders] = useState<Record<string, SeatHolder>>({});
  const [seed, setSeed] = useState('');
  const [clock, setClock] = useState<ClockDraft>(INITIAL_CLOCK);
  const [clockWords, setClockWords] = useState<Partial<Record<ClockChoice, string>>>({});
  const [clockError, setClockError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorField, setErrorField] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<{
    id: string;
    invites: Record<string, string>;
    labels: Record<string, string>;
    open: string[];
  } | null>(null);
  const game = games?.find((g) => g.id === gameId);
  const seatList = game ? seatListOf(game, draft) : [];
  const holderOf = (seat: string, i: number): SeatHolder =>
    holders[seat] ?? (game ? defaultHolder(game, i) : { kind: 'here' });

  const choose = (g: GameInfo) => {
    setGameId(g.id);
    setDraft(initialDraft(g.options));
    setHolders({});
    setErrors({});
    setErrorField(null);
  };
  // The list of games is fetched once.
  useEffect(() => {
    getGames().then(
      (info) => {
        setGames(info.games);
        setClockWords(clockDescriptions(info.clock));
        if (info.games[0]) choose(info.games[0]);
      },
      (e: Error) => setLoadError(e.message),
    );
  }, []);

  const create = async () => {
    if (!game) return;
    const opts = optionsFrom(game.options, draft);
    if (!opts.ok) {
      setErrors(opts.errors);
      setErrorField(null);
      return;
    }
    const timing = clockFrom(clock);
    setClockError(timing.ok ? null : timing);
    if (!timing.ok) return;
    setErrors({});
    setErrorField(null);
    setBusy(true);
    setCreateError(null);
    const seats = Object.fromEntries(seatList.map(({ seat }, i) => [seat, holderOf(seat, i)]));
    try {
      const body: CreateMatch = {
        game: game.id,
        options: opts.options,
        seats,
        clock: timing.clock,
        ...optionForm(game.id)?.request?.(draft),
      };
      if (seed.trim()) body.seed = seed.trim();
      const made = await createMatch(body);
      const addedAt = new Date().toISOString();
      const seatsOf = (kind: SeatHolder['kind']) =>
        Object.entries(seats)
          .filter(([seat, h]) => h.kind === kind && made.tokens[seat])
          .map(([seat]) => seat);
      store.hold(
        seatsOf('here').map((seat) => ({
          match: made.id,
          seat,
          token: made.tokens[seat] as string,
          game: game.id,
          addedAt,
        })),
      );
      const invites = Object.fromEntries(seatsOf('invite').map((seat) => [seat, made.tokens[seat] as string]));
      store.saveInvites(made.id, invites);
      onCreated();
      const open = Object.entries(seats)
        .filter(([, h]) => h.kind === 'open')
        .map(([seat]) => seat);
      if (Object.keys(invites).length === 0 && open.length === 0)
        location.hash = hrefOf({ name: 'match', id: made.id });
      else
        setCreated({
          id: made.id,
          invites,
          labels: Object.fromEntries(seatList.map((s) => [s.seat, s.label])),
          open,
        });
    } catch (e) {
      // An option the server refused is marked at its field, as the form's own checks are.
      const path = optionField(
        e instanceof ApiFailure ? e.field : undefined,
        fieldsOf(game.options).map((f) => f.key),
      );
      if (path) setErrors({ [path.split('.')[0] as string]: (e as Error).message });
      setErrorField(path);
      setCreateError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <section class="panel">
        <h2>New match</h2>
        <p class="error">Cannot list the games: {loadError}</p>
      </section>
    );
  if (!games) return <section class="panel muted">Loading games…</section>;
  return (
    <section class="panel new-match">
      <h2>New match</h2>
      <label>
        Game{' '}
        <select
          data-testid="game-select"
          value={gameId}
          onChange={(e) => {
            const g = games.find((x) => x.id === e.currentTarget.value);
            if (g) choose(g);
          }}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      {game && (
        <>
          <fieldset>
            <legend>Options</legend>
            <Options
              game={game}
              draft={draft}
              errors={errors}
              errorField={errorField}
              setDraft={setDraft}
              seats={seatList.map((s) => s.label)}
            />
          </fieldset>
          <fieldset>
            <legend>Seats</legend>
            {seatList.map(({ seat, label }, i) => (
              <SeatRow
                key={seat}
                seat={seat}
                label={label}
                bots={game.bots}
                holder={holderOf(seat, i)}
                set={(h) => setHolders({ ...holders, [seat]: h })}
              />
            ))}
            {sharesDevice(seatList.map(({ seat }, i) => holderOf(seat, i))) && (
              <p class="muted small" data-testid="shared-device-note">
                Several seats held here share this device: a cover screen goes up whenever it passes to another seat.
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend>Match</legend>
            <label>
              Seed{' '}
              <input
                data-testid="seed-input"
                value={seed}
                placeholder="random"
                title="Leave it empty and the server draws the dice, shows their hash and reveals the seed at the end; with a seed of yours, every player and spectator is told you chose the dice"
                maxLength={200}
                onInput={(e) => setSeed(e.currentTarget.value)}
              />
            </label>{' '}
            <ClockFields draft={clock} set={setClock} words={clockWords} error={clockError} />
          </fieldset>
          <button
            type="button"
            class="primary"
            data-testid="create-match"
            disabled={busy}
            onClick={() => void create()}
          >
            Start the match
          </button>
          {createError && (
            <p class="error" data-testid="create-error" role="alert">
              The server did not start the match: {createError}
            </p>
          )}
          {created && (
            <div class="created" data-testid="match-created">
              <p>Match {created.id} is ready.</p>
              {Object.keys(created.invites).length > 0 && (
                <>
                  <p>Send each invite link to its player:</p>
                  <InviteLinks id={created.id} invites={created.invites} labels={created.labels} testid="invite-link" />
                </>
              )}
              {created.open.length > 0 && (
                <p data-testid="open-listed">
                  {created.open.map((s) => created.labels[s] ?? `Seat ${s}`).join(' and ')}{' '}
                  {created.open.length > 1 ? 'are' : 'is'} listed under Open games: the first person to take{' '}
                  {created.open.length > 1 ? 'each' : 'it'} plays it.
                </p>
              )}
              <a class="button primary" data-testid="open-match" href={hrefOf({ name: 'match', id: created.id })}>
                Open the match
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The game's own options form when it has one, else a field per option. */
function Options({
  game,
  draft,
  errors,
  errorField,
  setDraft,
  seats,
}: Omit<OptionsFormProps, 'fields' | 'initial' | 'renderField'> & { game: GameInfo; seats: string[] }) {
  const fields = fieldsOf(game.options);
  const renderField = (f: Field, locked?: Locked): ComponentChildren =>
    f.kind === 'group' ? (
      // A group of options (an object of switches): its own box, its fields inside, each drawn as any other.
      <fieldset class="option-group" key={f.key} data-testid={`option-${f.key}`}>
        <legend>{f.label}</legend>
        {f.hint && <p class="muted small">{f.hint}</p>}
        {errors[f.key] && <p class="error small">{errors[f.key]}</p>}
        {f.fields.map((x) => renderField(x))}
      </fieldset>
    ) : (
      <OptionField
        key={f.key}
        field={f}
        value={locked ? locked.value : draft[f.key]}
        locked={locked?.why ?? null}
        error={errors[f.key]}
        seats={seats}
        set={(v) => setDraft({ ...draft, [f.key]: v })}
      />
    );
  const Own = optionForm(game.id)?.Options;
  if (Own)
    return (
      <Own
        fields={fields}
        draft={draft}
        initial={initialDraft(game.options)}
        errors={errors}
        errorField={errorField}
        setDraft={setDraft}
        renderField={renderField}
      />
    );
  return <>{fields.map((f) => renderField(f))}</>;
}

function OptionField({
  field: f,
  value,
  locked,
  error,
  seats,
  set,
}: {
  field: Field;
  value: Draft[string] | undefined;
  locked: string | null;
  error: string | undefined;
  seats: string[];
  set: (v: Draft[string]) => void;
}) {
  const testid = `option-${f.key}`;
  let input: ComponentChildren;
  switch (f.kind) {
    case 'fixed':
      input = (
        <code id={testid} data-testid={testid}>
          {JSON.stringify(f.value)}
        </code>
      );
      break;
    case 'boolean':
      input = (
        <input
          type="checkbox"
          id={testid}
          data-testid={testid}
          checked={value === true}
          disabled={locked !== null}
          onChange={(e) => set(e.currentTarget.checked)}
        />
      );
      break;
    case 'enum':
      input = (
        <select
          id={testid}
          data-testid={testid}
          value={String(value ?? '')}
          onChange={(e) => set(e.currentTarget.value)}
        >
          {f.choices.map((c) => (
            <option key={c} value={c}>
              {f.labels[c] ?? c}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      input = (
        <input
          type="number"
          id={testid}
          data-testid={testid}
          value={String(value ?? '')}
          step={f.integer ? 1 : 'any'}
          {...(f.min !== undefined ? { min: f.min } : {})}
          {...(f.max !== undefined ? { max: f.max } : {})}
          onInput={(e) => set(e.currentTarget.value)}
        />
      );
      break;
    case 'tuple': {
      const list = Array.isArray(value) ? value : [];
      // A list as long as the seats is read as one value per seat.
      const labels = f.length === seats.length ? seats : list.map((_, i) => String(i + 1));
      input = (
        <span data-testid={testid}>
          {Array.from({ length: f.length }, (_, i) => (
            <label key={i} class="inline">
              {labels[i]}{' '}
              <select
                {...(i === 0 ? { id: testid } : {})}
                data-testid={`${testid}-${i}`}
                value={list[i] ?? ''}
                onChange={(e) => {
                  const next = [...list];
                  next[i] = e.currentTarget.value;
                  set(next);
                }}
              >
                {f.choices.map((c) => (
                  <option key={c} value={c}>
                    {f.labels[c] ?? c}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </span>
      );
      break;
    }
    case 'group':
      break;
    case 'text':
    case 'list':
    case 'json':
      input = (
        <input
          id={testid}
          data-testid={testid}
          value={String(value ?? '')}
          placeholder={f.kind === 'list' ? 'comma-separated' : f.kind === 'json' ? 'JSON' : ''}
          onInput={(e) => set(e.currentTarget.value)}
        />
      );
      break;
  }
  return (
    <div class="option">
      <label class="option-label" htmlFor={testid}>
        {f.label}
      </label>{' '}
      {input}
      {locked && (
        <span class="small locked" data-testid={`${testid}-locked`}>
          {' '}
          {locked}
        </span>
      )}
      {f.hint && <span class="muted small"> {f.hint}</span>}
      {error && <span class="error small"> {error}</span>}
    </div>
  );
}

/** The clock: a choice with its one-line description, and the numbers the time bank and the daily clock take. */
function ClockFields({
  draft,
  set,
  words,
  error,
}: {
  draft: ClockDraft;
  set: (d: ClockDraft) => void;
  words: Partial<Record<ClockChoice, string>>;
  error: { field: string; message: string } | null;
}) {
  const number = (field: 'minutes' | 'increment' | 'hours', label: string, max: number) => (
    <label>
      {label}{' '}
      <input
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        class="narrow"
        data-testid={`clock-${field}`}
        aria-invalid={error?.field === field}
        value={draft[field]}
        onInput={(e) => set({ ...draft, [field]: e.currentTarget.value })}
      />
    </label>
  );
  return (
    <div class="clock-fields">
      <label>
        Clock{' '}
        <select
          data-testid="clock-select"
          value={draft.choice}
          onChange={(e) => set({ ...draft, choice: e.currentTarget.value as ClockChoice })}
        >
          {CLOCK_CHOICES.map((c) => (
            <option key={c} value={c}>
              {CLOCK_LABELS[c]}
            </option>
          ))}
        </select>
      </label>{' '}
      {draft.choice === 'bank' && (
        <>
          {number('minutes', 'Minutes each', 180)} {number('increment', 'Seconds added a decision', 600)}
        </>
      )}
      {draft.choice === 'daily' && number('hours', 'Hours a decision', 336)}
      {words[draft.choice] && (
        <p class="muted small" data-testid="clock-about">
          {words[draft.choice]}.
        </p>
      )}
      {error && (
        <p class="error" role="alert" data-testid="clock-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

function SeatRow({
  seat,
  label,
  bots,
  holder,
  set,
}: {
  seat: string;
  label: string;
  bots: BotInfo[];
  holder: SeatHolder;
  set: (h: SeatHolder) => void;
}) {
  return (
    <div class="seat-row">
      <span class="seat-name" data-testid={`seat-${seat}-label`}>
        {label}
      </span>{' '}
      <select
        data-testid={`seat-${seat}-holder`}
        aria-label={`Who plays ${label}`}
        value={holder.kind}
        onChange={(e) => {
          const kind = e.currentTarget.value as SeatHolder['kind'];
          set(kind === 'bot' ? { kind, bot: strongestFirst(bots)[0]?.name ?? '' } : { kind });
        }}
      >
        <option value="here">me, on this device</option>
        <option value="invite">a friend, by invite link</option>
        <option value="open">anyone (listed under Open games)</option>
        <option value="bot" disabled={bots.length === 0}>
          a bot
        </option>
      </select>
      {holder.kind === 'bot' && (
        <select
          data-testid={`seat-${seat}-bot`}
          aria-label={`Which bot plays ${label}`}
          value={holder.bot}
          onChange={(e) => set({ kind: 'bot', bot: e.currentTarget.value })}
        >
          {strongestFirst(bots).map((b) => (
            <option key={b.name} value={b.name} title={b.about}>
              {b.name}, level {b.level}
            </option>
          ))}
        </select>
      )}
      {holder.kind === 'bot' && (
        <span class="muted small" data-testid={`seat-${seat}-bot-about`}>
          {' '}
          {bots.find((b) => b.name === holder.bot)?.about}
        </span>
      )}
    </div>
  );
}

/**
 * Invite links with copy buttons, each under its seat's name (`labels`, else "Seat x"); `testid` prefixes each
 * link's test id (the seat is appended).
 */
function InviteLinks({
  id,
  invites,
  labels = {},
  testid,
}: {
  id: string;
  invites: Record<string, string>;
  labels?: Record<string, string>;
  testid: string;
}) {
  return (
    <ul class="invites">
      {Object.entries(invites).map(([seat, token]) => {
        const link = inviteLink(location, id, seat, token);
        return (
          <li key={seat}>
            {labels[seat] ?? `Seat ${seat}`}:{' '}
            <input readOnly value={link} data-testid={`${testid}-${seat}`} onFocus={(e) => e.currentTarget.select()} />
            <button
              type="button"
              data-testid={`${testid}-copy-${seat}`}
              onClick={() => void navigator.clipboard?.writeText(link)}
            >
              Copy
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const seatWords = (seats: string[], seat: string): string => {
  const i = seats.indexOf(seat);
  return `the ${ORDINALS[i] ?? `${i + 1}th`} seat`;
};

/** Matches waiting for anyone: a seat taken in one click, then the match opens. Refreshed every 15 s. */
function OpenGames({ store }: { store: LocalStore }) {
  const [list, setList] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    openGames().then(
      (l) => {
        setList(l);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 15_000);
    return () => clearInterval(timer);
  }, []);
  const mine = new Set(store.held().map((h) => h.match));
  const take = async (m: MatchSummary, seat: string) => {
    setBusy(true);
    try {
      const got = await claimSeat(m.id, seat);
      store.hold([{ match: m.id, seat, token: got.token, game: m.game, addedAt: new Date().toISOString() }]);
      const name = getDisplayName();
      // The seat is ours whatever happens to the name: a name refused here is set again from the header later.
      if (name) await setSeatName(m.id, seat, name, got.token).catch(() => undefined);
      location.hash = hrefOf({ name: 'match', id: m.id });
    } catch (e) {
      setError((e as Error).message);
      void refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel" data-testid="open-games">
      <h2>Open games</h2>
      {error && (
        <p class="error" role="alert">
          Cannot take that seat or list the open games: {error}
        </p>
      )}
      {list === null && !error && <p class="muted">Looking for open games…</p>}
      {list && list.length === 0 && (
        <p class="muted">No game is waiting for a player. Start one with a seat for "anyone" and it is listed here.</p>
      )}
      <ul class="match-list">
        {(list ?? []).map((m) => {
          const seats = Object.keys(m.seats);
          const open = seats.filter((s) => m.seats[s]?.kind === 'open');
          const waiting = Object.values(m.seats)
            .filter((h) => h.kind !== 'open')
            .map(holderWords);
          return (
            <li key={m.id} class="match-row" data-testid={`open-${m.id}`}>
              <span>
                <b>{m.title}</b> · {waiting.length > 0 ? `with ${waiting.join(', ')}` : 'every seat open'} ·{' '}
                {new Date(m.createdAt).toLocaleString()}
              </span>{' '}
              {mine.has(m.id) ? (
                <span class="muted">your match: waiting for a player</span>
              ) : (
                open.map((seat) => (
                  <button
                    key={seat}
                    type="button"
                    class="primary"
                    disabled={busy}
                    data-testid={`open-join-${m.id}-${seat}`}
                    onClick={() => void take(m, seat)}
                  >
                    {open.length === 1 && waiting.length === 1
                      ? `Play against ${waiting[0]}`
                      : `Take ${seatWords(seats, seat)}`}
                  </button>
                ))
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function MyMatches({ store, version, onForget }: { store: LocalStore; version: number; onForget: () => void }) {
  const [summaries, setSummaries] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // `version` changes whenever the held seats do.
  useEffect(() => {
    const tokens = store.held().map((h) => h.token);
    if (tokens.length === 0) {
      setSummaries([]);
      return;
    }
    lookupMatches(tokens).then(
      (list) => {
        setSummaries(list);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  }, [store, version]);
  const held = store.held();
  const forget = (m: MatchSummary) => {
    store.forget(m.id, [...Object.keys(m.seats), 'spectator']);
    onForget();
  };
  const row = (m: MatchSummary) => {
    const mine = held.filter((h) => h.match === m.id).map((h) => h.seat);
    const invites = store.invites(m.id);
    const finished = m.status === 'finished';
    const expired = m.status === 'expired';
    const words = matchWords(m, mine);
    return (
      <li key={m.id} class="match-row">
        <span>
          <b>{m.title}</b> against {words.opponents} · <b data-testid={`match-result-${m.id}`}>{words.result}</b> ·{' '}
          {new Date(m.createdAt).toLocaleString()} <span class="muted small">({m.id})</span>
        </span>{' '}
        {expired ? (
          <span class="muted" data-testid={`match-expired-${m.id}`}>
            Expired: no player joined it in time
          </span>
        ) : finished ? (
          <a class="button" data-testid={`match-replay-${m.id}`} href={hrefOf({ name: 'replay', id: m.id })}>
            Replay
          </a>
        ) : (
          <a class="button primary" data-testid={`match-resume-${m.id}`} href={hrefOf({ name: 'match', id: m.id })}>
            Resume
          </a>
        )}{' '}
        <button type="button" data-testid={`match-forget-${m.id}`} onClick={() => forget(m)}>
          Forget
        </button>
        {!finished && !expired && Object.keys(invites).length > 0 && (
          <details>
            <summary>Invite links</summary>
            <InviteLinks id={m.id} invites={invites} testid={`match-invite-${m.id}`} />
          </details>
        )}
      </li>
    );
  };
  const active = summaries?.filter((m) => m.status === 'active') ?? [];
  // An expired match is over too, without a game played: it is listed with the finished ones, and says so.
  const finished = summaries?.filter((m) => m.status !== 'active') ?? [];
  return (
    <>
      <section class="panel" data-testid="my-matches">
        <h2>My matches</h2>
        {error && <p class="error">Cannot look up your matches: {error}</p>}
        {summaries === null && !error && <p class="muted">Looking up…</p>}
        {summaries && active.length === 0 && <p class="muted">No match in progress.</p>}
        <ul class="match-list">{active.map(row)}</ul>
      </section>
      <section class="panel" data-testid="finished-matches">
        <h2>Finished matches</h2>
        {summaries && finished.length === 0 && <p class="muted">None yet.</p>}
        <ul class="match-list">{finished.map(row)}</ul>
      </section>
    </>
  );
}

function Watch() {
  const [id, setId] = useState('');
  const target = id.trim();
  return (
    <section class="panel">
      <h2>Watch or replay</h2>
      <label>
        Match id <input data-testid="watch-id" value={id} onInput={(e) => setId(e.currentTarget.value)} />
      </label>{' '}
      <a
        class={`button${target ? '' : ' disabled'}`}
        data-testid="watch-go"
        href={target ? hrefOf({ name: 'match', id: target }) : undefined}
      >
        Watch
      </a>{' '}
      <a
        class={`button${target ? '' : ' disabled'}`}
        data-testid="replay-go"
        href={target ? hrefOf({ name: 'replay', id: target }) : undefined}
      >
        Replay
      </a>
    </section>
  );
}
