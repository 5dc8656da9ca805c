/**
 * GLADIATOR's part of the lobby form: the Advanced Game, then a duel (two men) or team combat (rule 20: sides of men,
 * the format, whether winners may help, the time limit), then the Billings Rules (the preset, then each section that
 * the options schema has, with its line of explanation), then the house rules. Every label is words; each option's
 * one-line explanation is its own description from the server.
 */
import { useState } from 'preact/hooks';
import type { GladiatorChoice } from '../../games/gladiator/types.js';
import type { OptionsFormProps, SeatLabel } from '../lobby.js';
import type { Draft, Field } from '../schemaForm.js';
import {
  addMan,
  addSide,
  billingsParts,
  canAddMan,
  canAddSide,
  canRemoveMan,
  canRemoveSide,
  FIRST_SIDES,
  MAN_TYPES,
  PRESET_LOCK,
  removeMan,
  removeSide,
  type Sides,
  seatWords,
  setType,
  sidesOf,
  sidesPlace,
  sideWords,
  TYPE_WORDS,
  teamSeats,
  timeLimitWords,
  withSides,
} from './lobbyOptions.js';

/** The options shown before the rest (in this order); the others are house rules. */
const LEADING = ['advanced', 'types', 'teamFormat', 'winnersHelp', 'appealException', 'turnLimit'];
const TEAM_ONLY = new Set(['teamFormat', 'winnersHelp', 'appealException']);

/** In team combat each side's men hold the seats; in a duel the game's own two seats stand (null). */
export function gladiatorSeats(draft: Draft): SeatLabel[] | null {
  const sides = sidesOf(draft);
  // A duel's two seats, in words (the seat letters are the protocol's, not a person's).
  if (sides.length === 0)
    return [
      { seat: 'a', label: 'First gladiator' },
      { seat: 'b', label: 'Second gladiator' },
    ];
  return teamSeats(sides).map((t) => ({ seat: t.seat, label: seatWords(t) }));
}

export function GladiatorOptions({
  fields,
  draft,
  initial,
  errors,
  errorField,
  setDraft,
  renderField,
}: OptionsFormProps) {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const field = (key: string) => {
    const f = byKey.get(key);
    return f ? renderField(f) : null;
  };
  const teamsOffered = byKey.has('sides');
  const sides = sidesOf(draft);
  const teams = sides.length > 0;
  // Switching puts the other kind's fields back to their defaults, so the engine never sees a duel's types beside
  // sides (an error naming both fields) nor a team format in a duel.
  const chooseTeams = (on: boolean) => {
    const reset: Draft = {};
    for (const k of on ? ['types'] : [...TEAM_ONLY]) if (k in initial) reset[k] = initial[k] as Draft[string];
    setDraft(withSides({ ...draft, ...reset }, on ? FIRST_SIDES : []));
  };
  const billings = byKey.get('billings');
  const house = fields.filter((f) => !LEADING.includes(f.key) && f.key !== 'sides' && f.key !== 'billings');
  return (
    <div class="gl-options">
      {field('advanced')}
      {teamsOffered && (
        <div class="option" role="radiogroup" aria-label="Kind of match">
          <span class="option-label">Kind of match</span>
          <label class="inline">
            <input
              type="radio"
              name="gl-kind"
              data-testid="option-kind-duel"
              checked={!teams}
              onChange={() => chooseTeams(false)}
            />{' '}
            Duel
          </label>
          <label class="inline">
            <input
              type="radio"
              name="gl-kind"
              data-testid="option-kind-teams"
              checked={teams}
              onChange={() => chooseTeams(true)}
            />{' '}
            Team combat
          </label>
          <span class="muted small">
            {' '}
            {teams
              ? 'Two to four sides of one to eight men each, every man his own seat (§20, Advanced Game).'
              : 'One man against another.'}
          </span>
        </div>
      )}
      {teams ? (
        <>
          <SidesEditor
            sides={sides}
            set={(s) => setDraft(withSides(draft, s))}
            error={errors.sides}
            place={errorField ? sidesPlace(errorField) : null}
          />
          {field('teamFormat')}
          {/* Whether winners may help only means something in paired duels (20.7). */}
          {draft.teamFormat === 'pairs' && field('winnersHelp')}
          {draft.advanced === true && field('appealException')}
        </>
      ) : (
        field('types')
      )}
      {field('turnLimit')}
      {byKey.has('turnLimit') && (
        <p class="muted small" data-testid="time-limit-words">
          {timeLimitWords(teams, String(draft.turnLimit ?? ''))}
        </p>
      )}
      {billings?.kind === 'group' && (
        <BillingsOptions group={billings} draft={draft} error={errors.billings} renderField={renderField} />
      )}
      {house.length > 0 && (
        // Opened by itself when the server finds fault with one of them, so the message is seen.
        <details class="house-rules" open={house.some((f) => errors[f.key] !== undefined)}>
          <summary>House rules</summary>
          {house.map((f: Field) => renderField(f))}
        </details>
      )}
    </div>
  );
}

/**
 * The Billings Rules: the preset first, then a checkbox for each section the schema offers, then the readings where
 * the article can be taken two ways. With the preset on, every section shows as played (the draft keeps each
 * section's own switch, which counts again once the preset is off).
 */
function BillingsOptions({
  group,
  draft,
  error,
  renderField,
}: {
  group: Field & { kind: 'group' };
  draft: Draft;
  error: string | undefined;
  renderField: OptionsFormProps['renderField'];
}) {
  const { preset, sections, readings } = billingsParts(group);
  const presetOn = preset !== null && draft[preset.key] === true;
  const anyOn = [preset, ...sections].some((f) => f !== null && draft[f.key] === true);
  // Open from the start when a switch is on, by itself when the server finds fault; else as the person leaves it.
  const [opened, setOpened] = useState(anyOn);
  return (
    <details
      class="billings"
      data-testid="option-billings"
      open={opened || error !== undefined}
      onToggle={(e) => setOpened(e.currentTarget.open)}
    >
      <summary>{group.label}</summary>
      {group.hint && <p class="muted small">{group.hint}</p>}
      {error && (
        <p class="error small" data-testid="billings-error">
          {error}
        </p>
      )}
      {preset && renderField(preset)}
      <div class="billings-sections">{sections.map((f) => renderField(f, presetOn ? PRESET_LOCK : undefined))}</div>
      {readings.map((f) => renderField(f))}
    </details>
  );
}

/** The sides of a team match: a row of men per side, a type for each man, buttons to add and remove. */
function SidesEditor({
  sides,
  set,
  error,
  place,
}: {
  sides: Sides;
  set: (s: Sides) => void;
  error: string | undefined;
  place: { side: number | null; man: number | null } | null;
}) {
  const errorAt = (side: number | null, man: number | null) =>
    error && place && place.side === side && place.man === man ? (
      <span class="error small" data-testid="sides-error">
        {' '}
        {error}
      </span>
    ) : null;
  return (
    <fieldset class="sides" data-testid="option-sides">
      <legend>Sides</legend>
      {sides.map((men, side) => (
        <div class="side-row" key={side} data-testid={`side-${side}`}>
          <span class={`side-name side-${side}`}>{sideWords(side)}</span>
          {men.map((type, man) => (
            <span class="man" key={man}>
              <select
                aria-label={`${sideWords(side)}, man ${man + 1}`}
                data-testid={`side-${side}-man-${man}`}
                value={type}
                onChange={(e) => set(setType(sides, side, man, e.currentTarget.value as GladiatorChoice))}
              >
                {MAN_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_WORDS[t]}
                  </option>
                ))}
              </select>
              {canRemoveMan(sides, side) && (
                <button
                  type="button"
                  class="small"
                  title="Take this man out of the side"
                  data-testid={`side-${side}-remove-${man}`}
                  onClick={() => set(removeMan(sides, side, man))}
                >
                  ×
                </button>
              )}
              {errorAt(side, man)}
            </span>
          ))}
          <button
            type="button"
            data-testid={`side-${side}-add`}
            disabled={!canAddMan(sides, side)}
            title="At most 8 men a side and 16 in all"
            onClick={() => set(addMan(sides, side))}
          >
            + man
          </button>
          {canRemoveSide(sides) && (
            <button type="button" data-testid={`side-${side}-drop`} onClick={() => set(removeSide(sides, side))}>
              Remove side
            </button>
          )}
          {errorAt(side, null)}
        </div>
      ))}
      <button type="button" data-testid="side-add" disabled={!canAddSide(sides)} onClick={() => set(addSide(sides))}>
        + side
      </button>
      <span class="muted small"> Two to four sides, one to eight men a side, sixteen at most in all.</span>
      {errorAt(null, null)}
    </fieldset>
  );
}
