/**
 * The step before the first turn when each player equips his own man (figures 'equipped', 1.5): his rolled strength
 * and agility, a form with every piece that shows what the kit makes of him as he picks (damage boxes beyond the die,
 * movement, what the pieces add to his melee roll), and who has chosen. The others' kits stay hidden until all are in.
 */
import { useState } from 'preact/hooks';
import { kitInWords, kitSums, mayTakeNet } from '../../games/glory/equip.js';
import type { GloryView } from '../../games/glory/module.js';
import { kit as bareKit, EQUIPMENT_ROLL, HELMET_MODIFIER, KIT_MODIFIERS } from '../../games/glory/tables.js';
import type { Figure, HelmetKind, Kit } from '../../games/glory/types.js';

interface EquipProps {
  v: GloryView;
  seat: string | null | undefined;
  nameOf: (seat: string) => string;
  enabled: boolean;
  submit: (c: unknown) => Promise<boolean>;
}

/** What the man's own kit adds to his melee roll (3.2), before any foe's. */
const kitBonus = (k: Kit): number =>
  HELMET_MODIFIER[k.helmet] +
  (k.shield ? KIT_MODIFIERS.shield : 0) +
  (k.leg ? KIT_MODIFIERS.legArmour : 0) +
  (k.arm ? KIT_MODIFIERS.armArmour : 0) +
  (k.body ? KIT_MODIFIERS.bodyArmour : 0) +
  (k.net ? KIT_MODIFIERS.netInHand : 0);

const HELMET_WORDS: Readonly<Record<HelmetKind, string>> = {
  none: 'no helmet (a free turn in his hex)',
  open: 'helmet',
  closed: 'closed helmet',
};

/** Room between the pieces on a line. */
const GAP = { marginRight: '1.2em', display: 'inline-block' };

const PIECES = [
  ['body', 'body armour'],
  ['arm', 'arm armour'],
  ['leg', 'leg armour'],
  ['shield', 'shield'],
] as const;

export function EquipForm({ v, seat, nameOf, enabled, submit }: EquipProps) {
  const step = v.equip;
  const me: Figure | undefined = seat ? v.figures[seat] : undefined;
  const [k, setK] = useState<Kit>(() => bareKit({ helmet: 'open', shield: true }));
  if (!step) return null;
  const waiting = v.seats.filter((s) => !step.chosen.includes(s));
  const choosing = me && !step.chosen.includes(me.seat) && !v.outcome;
  const netOpen = me ? mayTakeNet(me.strength, me.agility) : false;
  const sums = me ? kitSums(me.strength, me.agility, k) : null;
  const set = (part: Partial<Kit>) => setK({ ...k, ...part });
  return (
    <section class="panel gy-equip" data-testid="equip">
      <h3>Before the first turn: each man is equipped</h3>
      <p data-testid="equip-chosen">
        {step.chosen.length > 0 ? `Equipped: ${step.chosen.map(nameOf).join(', ')}. ` : ''}
        {waiting.length > 0 ? `Choosing: ${waiting.map(nameOf).join(', ')}.` : ''} Every kit is shown once all are in;
        then the damage dice are rolled.
      </p>
      {step.mine && <p data-testid="equip-mine">You chose: {kitInWords(step.mine.kit)}.</p>}
      {choosing && me && sums && (
        <form
          data-testid="equip-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit({ type: 'equip', kit: k });
          }}
        >
          <p>
            <strong>{nameOf(me.seat)}</strong> rolled strength {me.strength} and agility {me.agility}.{' '}
            {netOpen ? 'A net is open to him.' : 'No net for him: a Retarius has strength 1 or 2 and agility 2 or 3.'}
          </p>
          <fieldset>
            <legend>Helmet</legend>
            {(['none', 'open', 'closed'] as const).map((h) => (
              <label key={h} style={GAP}>
                <input
                  type="radio"
                  name="gy-helmet"
                  checked={k.helmet === h}
                  onChange={() => set({ helmet: h })}
                  data-testid={`equip-helmet-${h}`}
                />{' '}
                {HELMET_WORDS[h]}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Armour and shield</legend>
            {PIECES.map(([key, words]) => (
              <label key={key} style={GAP}>
                <input
                  type="checkbox"
                  checked={k[key]}
                  onChange={(e) => set({ [key]: (e.target as HTMLInputElement).checked })}
                  data-testid={`equip-${key}`}
                />{' '}
                {words}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Weapons</legend>
            {(['sword', 'spear'] as const).map((w) => (
              <label key={w} style={GAP}>
                <input
                  type="radio"
                  name="gy-weapon"
                  checked={k.weapon === w}
                  onChange={() => set({ weapon: w })}
                  data-testid={`equip-${w}`}
                />{' '}
                {w}
              </label>
            ))}
            <label>
              <input
                type="checkbox"
                checked={k.net}
                disabled={!netOpen}
                onChange={(e) => set({ net: (e.target as HTMLInputElement).checked })}
                data-testid="equip-net"
              />{' '}
              net
            </label>
          </fieldset>
          <p data-testid="equip-sums">
            Damage: 1d6 + {sums.boxesBeyondDie} boxes. Movement: {sums.movement}. His kit adds {kitBonus(k)} to his
            melee roll{k.weapon === 'spear' ? ', and 1 more against a sword' : ''}.
          </p>
          <p class="muted small">
            Or one of the table's kinds:{' '}
            {EQUIPMENT_ROLL.filter((r) => netOpen || !r.kit.net).map((r) => (
              <button key={r.face} type="button" onClick={() => setK({ ...r.kit })}>
                {r.name}
              </button>
            ))}
          </p>
          <button type="submit" class="primary" disabled={!enabled} data-testid="equip-submit">
            Equip {nameOf(me.seat)} with {kitInWords(k)}
          </button>
        </form>
      )}
    </section>
  );
}
