/**
 * CF allocation (8.3, Display 14): attack boxes with their order, defence boxes, the totals as you type; with the
 * Billings Rules, the cap on one attack (8.5) and the defensive card (8.32), each card's condition in words and a card
 * he may not play greyed with the reason.
 */
import { useState } from 'preact/hooks';
import type { Legal } from '../../core/protocol.js';
import { DEFENSIVE_CARD_COST, DEFENSIVE_CARDS } from '../../games/gladiator/billings/tables.js';
import { halfLimit } from '../../games/gladiator/cf-limits.js';
import {
  AREA_NAMES,
  AREAS,
  type Area,
  type CombatSetup,
  type Gladiator,
  type ItemKind,
  type Side,
} from '../../games/gladiator/types.js';
import { CommandButtons } from '../generic.js';
import { RuleLink, RuleText } from '../help/RuleLink.js';
import {
  type AllocationDraft,
  type AllocationForm,
  allocationFormOf,
  attackKey,
  checkDraft,
  type DiscardDraft,
  DRAG_KEY,
  defenceKey,
  draftFromCommand,
  emptyDraft,
  NET_FREE_KEY,
  netOptionsOf,
  orderKey,
} from './allocation.js';
import { cardChoices } from './cards.js';
import { AreaHeads, SideOptions } from './parts.js';

interface Props {
  legal: Legal<unknown>;
  me: Gladiator;
  names: Record<string, string>;
  /** Every gladiator in view: whether his net holds someone he could drag (17.352). */
  gladiators: Record<string, Gladiator>;
  /** This phase's combat as the engine set it up: who may attack whom, from where (20.3). */
  combat: CombatSetup | null;
  enabled: boolean;
  submit: (c: unknown) => Promise<boolean>;
}

export function AllocationPanel(props: Props) {
  const form = allocationFormOf(props.legal.form);
  if (!form) return <CommandButtons commands={props.legal.commands} enabled={props.enabled} submit={props.submit} />;
  return <AllocationEditor form={form} {...props} />;
}

type SuggestedAllocation = Parameters<typeof draftFromCommand>[1];
const isAllocate = (c: unknown): c is SuggestedAllocation & { type: 'allocate' } =>
  !!c &&
  typeof c === 'object' &&
  (c as { type?: unknown }).type === 'allocate' &&
  Array.isArray((c as { attacks?: unknown }).attacks) &&
  Array.isArray((c as { defence?: unknown }).defence);

function suggestionLabel(c: SuggestedAllocation): string {
  const att = c.attacks.map((a) => `${a.cf} on ${AREA_NAMES[a.area]}`).join(', ');
  const card = c.cards?.[0] ? DEFENSIVE_CARDS.find((x) => x.id === c.cards?.[0])?.name : undefined;
  return `${att || 'no attack'} · defence ${c.defence.join('/')}${c.netFree ? ` · Net Free ${c.netFree}` : ''}${card ? ` · ${card} card` : ''}`;
}

/** "attack:b:2" -> "attack on Verus's chest". */
function describeKey(key: string, names: Record<string, string>): string {
  const [kind, a = '', b = ''] = key.split(':');
  const area = (n: string) => AREA_NAMES[Number(n) as Area] ?? n;
  if (kind === 'defence') return `defence of the ${area(a)}`;
  if (key === NET_FREE_KEY) return 'Net Free';
  if (key === DRAG_KEY) return 'drag';
  const whose = `${names[a] ?? a}'s ${area(b)}`;
  return kind === 'order' ? `order of the attack on ${whose}` : `attack on ${whose}`;
}

function AllocationEditor({
  form,
  legal,
  me,
  names,
  gladiators,
  combat,
  enabled,
  submit,
}: Props & { form: AllocationForm }) {
  const [draft, setDraft] = useState<AllocationDraft>(() => emptyDraft(form));
  // 20.3: who may attack this man, and who of them from his rear (CombatSetup, public once combat is set).
  const against = Object.entries(combat?.fronts ?? {}).flatMap(([seat, fronts]) =>
    fronts.filter((f) => f.target === me.seat).map((f) => ({ seat, rear: f.rear === true })),
  );
  const attackers = against.map((a) => a.seat);
  const behind = against.filter((a) => a.rear).map((a) => a.seat);
  const holds = { weapon: me.hasWeapon, shield: me.shield !== null };
  const net = netOptionsOf(legal, me, gladiators);
  const check = checkDraft(draft, form, holds, net);
  const update = (f: (d: AllocationDraft) => void) => {
    const next = structuredClone(draft);
    f(next);
    setDraft(next);
  };
  const suggestions = legal.commands.filter(isAllocate);
  const fieldError = (key: string) => check.fields[key];
  const cellClass = (key: string) => (fieldError(key) ? 'invalid' : '');
  const setDiscard = (patch: Partial<DiscardDraft> | null) =>
    update((d) => {
      d.discard =
        patch === null
          ? null
          : {
              ...(d.discard ?? { item: holds.weapon ? 'weapon' : 'shield', side: 1, area: 1, afterSubPhase: 0 }),
              ...patch,
            };
    });
  return (
    <div class="allocation">
      <p class="alloc-limits">
        Available <b data-testid="alloc-available">{form.available}</b> CF · at most{' '}
        <b data-testid="alloc-half-limit">{form.halfLimit}</b> on any one area
        {form.attackCap !== null && (
          <>
            {' '}
            · at most <b data-testid="alloc-attack-cap">{form.attackCap}</b> in one attack{' '}
            <RuleLink rule="Billings §8.5" />
          </>
        )}
        {form.attackOnly && <> · these CF may only attack</>}
        {form.targets.length === 0 && <> · no one to attack: defence only</>}
      </p>
      {form.targets.length > 1 && (
        <p class="muted small" data-testid="alloc-targets">
          {form.targets.length} men in your front: each attack goes at the man of its row, named before combat (§20.2).
        </p>
      )}
      {attackers.length > 1 && (
        <p class="muted small" data-testid="alloc-single">
          {attackers.length} men attack you: your defence of an area serves against every attack on it
          {behind.length > 0
            ? `, but against ${behind.map((x) => names[x] ?? x).join(' and ')}, from behind, only if no attack on that area has used it yet`
            : ''}{' '}
          (§20.3).
        </p>
      )}
      <table class="grid alloc-grid">
        <thead>
          <tr>
            <th />
            <AreaHeads />
          </tr>
        </thead>
        <tbody>
          {form.targets.map(({ target, bonus, rear, available, oneAttackMax }) => (
            <tr key={target}>
              <th data-testid={`alloc-target-${target}`}>
                Attack {names[target] ?? target}
                {bonus > 0 && <small> (+{bonus} position)</small>}
                {available !== null && (
                  <small class="target-note">
                    {' '}
                    {available} CF against him, at most {halfLimit(available)} an area (§8.2)
                  </small>
                )}
                {oneAttackMax !== null && (
                  <small class="target-note"> one attack up to {oneAttackMax} CF (§20.5)</small>
                )}
                {rear && (
                  <small class="target-note">
                    {' '}
                    from behind: his defence of an area serves against you only if no attack on it has used it yet
                    (§20.3)
                  </small>
                )}
              </th>
              {AREAS.map((area) => {
                const cell = draft.attacks[target]?.[area - 1] ?? { cf: '', order: '' };
                return (
                  <td key={area} class="attack-cell">
                    <input
                      class={`cf ${cellClass(attackKey(target, area))}`}
                      inputMode="numeric"
                      aria-label={`CF attacking ${AREA_NAMES[area]}`}
                      data-testid={`alloc-attack-${target}-${area}`}
                      value={cell.cf}
                      title={fieldError(attackKey(target, area))}
                      onInput={(e) =>
                        update((d) => {
                          const c = d.attacks[target]?.[area - 1];
                          if (c) c.cf = e.currentTarget.value;
                        })
                      }
                    />
                    <input
                      class={`order-no ${cellClass(orderKey(target, area))}`}
                      inputMode="numeric"
                      aria-label={`Order of the attack on ${AREA_NAMES[area]}`}
                      placeholder="#"
                      data-testid={`alloc-order-${target}-${area}`}
                      value={cell.order}
                      title={fieldError(orderKey(target, area)) ?? 'attack order: 1 first'}
                      onInput={(e) =>
                        update((d) => {
                          const c = d.attacks[target]?.[area - 1];
                          if (c) c.order = e.currentTarget.value;
                        })
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th>Defence</th>
            {AREAS.map((area) => (
              <td key={area}>
                <input
                  class={`cf ${cellClass(defenceKey(area))}`}
                  inputMode="numeric"
                  aria-label={`CF defending ${AREA_NAMES[area]}`}
                  data-testid={`alloc-defence-${area}`}
                  value={draft.defence[area - 1] ?? ''}
                  title={fieldError(defenceKey(area))}
                  disabled={form.attackOnly}
                  onInput={(e) =>
                    update((d) => {
                      d.defence[area - 1] = e.currentTarget.value;
                    })
                  }
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p class={check.remaining < 0 ? 'error' : ''} data-testid="alloc-total">
        Attack {check.attack} + defence {check.defence}
        {check.net > 0 && ` + net ${check.net}`} = <b>{check.total}</b> of {check.available}
        {check.remaining > 0 && ` (${check.remaining} unused)`}
      </p>
      {[...Object.entries(check.fields).map(([k, v]) => `${describeKey(k, names)}: ${v}`), ...check.general].map(
        (m) => (
          <p class="error" key={m}>
            <RuleText text={m} />
          </p>
        ),
      )}
      {form.cards !== null && (
        <fieldset class="alloc-cards" data-testid="alloc-cards">
          <legend>
            Defensive card <RuleLink rule="Billings §8.32" />: {DEFENSIVE_CARD_COST.cf} CF from your defence, one a
            phase
          </legend>
          <label class="card-choice">
            <input
              type="radio"
              name="alloc-card"
              data-testid="alloc-card-none"
              checked={draft.card === null}
              onChange={() =>
                update((d) => {
                  d.card = null;
                })
              }
            />{' '}
            no card
          </label>
          {cardChoices(me, form.cards, form).map(({ card, line, refused }) => (
            <label
              class={`card-choice${refused ? ' refused' : ''}`}
              key={card.id}
              data-testid={`alloc-card-row-${card.id}`}
            >
              <input
                type="radio"
                name="alloc-card"
                data-testid={`alloc-card-${card.id}`}
                checked={draft.card === card.id}
                disabled={refused !== null}
                onChange={() =>
                  update((d) => {
                    d.card = card.id;
                  })
                }
              />{' '}
              <b>{card.name}</b>: {line}
              {refused && (
                <span class="refused-why" data-testid={`alloc-card-why-${card.id}`}>
                  {' '}
                  Not now: <RuleText text={refused} />.
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {(net.free || net.drag || net.abandon) && (
        <fieldset class="net-boxes" data-testid="alloc-net">
          <legend>The net</legend>
          {net.free && (
            <label class="inline" title="CF spent to get out of the net; three dice less these CF, 6 or less frees you">
              Net Free <RuleLink rule="§17.351" />
              <input
                class={`cf ${cellClass(NET_FREE_KEY)}`}
                inputMode="numeric"
                data-testid="alloc-net-free"
                value={draft.netFree}
                onInput={(e) =>
                  update((d) => {
                    d.netFree = e.currentTarget.value;
                  })
                }
              />
            </label>
          )}
          {net.drag && (
            <label class="inline" title="CF pledged to pull the man in your net down, should he fail to get out">
              Drag <RuleLink rule="§17.352" />
              <input
                class={`cf ${cellClass(DRAG_KEY)}`}
                inputMode="numeric"
                data-testid="alloc-drag"
                value={draft.drag}
                onInput={(e) =>
                  update((d) => {
                    d.drag = e.currentTarget.value;
                  })
                }
              />
            </label>
          )}
          {net.abandon && (
            <label class="inline">
              <input
                type="checkbox"
                data-testid="alloc-abandon-net"
                checked={draft.abandonNet}
                onChange={(e) =>
                  update((d) => {
                    d.abandonNet = e.currentTarget.checked;
                  })
                }
              />{' '}
              let go of the net at the end of this phase <RuleLink rule="§17.36" />
            </label>
          )}
          <span class="muted">
            {' '}
            No half-CF limit on the net's boxes (<RuleLink rule="§17.7" />
            ).
          </span>
        </fieldset>
      )}
      <details class="discard">
        <summary>Throw weapon or shield (§12.5)</summary>
        <label class="inline">
          <input
            type="checkbox"
            data-testid="alloc-discard"
            checked={draft.discard !== null}
            disabled={!holds.weapon && !holds.shield}
            onChange={(e) => setDiscard(e.currentTarget.checked ? {} : null)}
          />{' '}
          throw
        </label>
        {draft.discard && (
          <>
            <select
              data-testid="alloc-discard-item"
              value={draft.discard.item}
              onChange={(e) => setDiscard({ item: e.currentTarget.value as ItemKind })}
            >
              <option value="weapon" disabled={!holds.weapon}>
                weapon
              </option>
              <option value="shield" disabled={!holds.shield}>
                shield
              </option>
            </select>
            <label class="inline">
              side
              <select
                data-testid="alloc-discard-side"
                value={draft.discard.side}
                onChange={(e) => setDiscard({ side: Number(e.currentTarget.value) as Side })}
              >
                <SideOptions />
              </select>
            </label>
            <label class="inline">
              aimed at
              <select
                data-testid="alloc-discard-area"
                value={draft.discard.area}
                onChange={(e) => setDiscard({ area: Number(e.currentTarget.value) as Area })}
              >
                {AREAS.map((a) => (
                  <option key={a} value={a}>
                    {AREA_NAMES[a]}
                  </option>
                ))}
              </select>
            </label>
            <label class="inline">
              after sub-phase
              <select
                data-testid="alloc-discard-after"
                value={draft.discard.afterSubPhase}
                onChange={(e) => setDiscard({ afterSubPhase: Number(e.currentTarget.value) })}
              >
                {[0, 1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? 'before 1' : n}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </details>
      <div class="row">
        <button type="button" data-testid="alloc-reset" onClick={() => setDraft(emptyDraft(form))}>
          Clear
        </button>
        <button
          type="button"
          class="primary"
          data-testid="alloc-submit"
          disabled={!enabled || check.command === null}
          onClick={() => check.command && void submit(check.command)}
        >
          Submit allocation
        </button>
      </div>
      {suggestions.length > 0 && (
        <details class="suggestions">
          <summary>Start from a suggestion</summary>
          <div class="command-list">
            {suggestions.map((c, i) => (
              <button
                type="button"
                key={i}
                data-testid={`alloc-suggestion-${i}`}
                onClick={() => setDraft(draftFromCommand(form, c))}
              >
                {suggestionLabel(c)}
              </button>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
