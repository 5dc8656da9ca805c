/**
 * The Gladiator Log Sheet (rule 3), live: every display the Basic Game uses, numbered as on the printed pad, and the
 * match's attack and defence CF that the crowd weighs at a Moment of Truth (19.2).
 */
import { GROUPS } from '../../games/gladiator/help-glossary.js';
import { armourCode } from '../../games/gladiator/tables.js';
import { AREA_NAMES, AREAS, type Gladiator, type GladiatorOptions } from '../../games/gladiator/types.js';
import { RuleLink, RuleText } from '../help/RuleLink.js';
import { Term } from '../help/Tip.js';
import { advancedLines, type NetContext, weaponWords } from './gear.js';
import { AreaHeads } from './parts.js';
import { conditionWords, netFactor, shieldBoxes, woundBoxes } from './sheet.js';

interface SheetProps {
  g: Gladiator;
  /** 0-based side: the sheet's colour swatch. */
  side: number;
  /** The side's name in a team match ("Side 1"); null in a duel, where the seat is named. */
  sideName: string | null;
  mode: GladiatorOptions['woundCategories'];
  /** The viewer's own turn plot (Display 15), when this is the viewer's sheet. */
  plot: number[] | null;
  turn: number;
  phase: number;
  mine: boolean;
  /** Names, the viewer's own allocation and the like, for the Advanced Game's lines. */
  net: NetContext;
}

/** A turn has eight phases (4.1). */
const PHASES_PER_TURN = 8;

const BOX_MARK: Record<string, string> = { kill: 'K', 'kill-checked': '✗', checked: '✓', open: '', shaded: '' };

/** The number of a display on the printed log sheet, opening its rule (3.n) in the rules panel. */
const Disp = ({ n }: { n: number }) => <RuleLink rule={`§3.${n}`} label={n} class="disp" />;

const signedCf = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

export function LogSheet({ g, side, sideName, mode, plot, turn, phase, mine, net }: SheetProps) {
  const criticals = [
    g.lmp > 0 ? `LMP ×${g.lmp}` : '',
    g.stu > 0 ? `STU ×${g.stu}` : '',
    ...g.severedArteries.map((a) => `severed artery, ${AREA_NAMES[a.area]} (since ${a.since})`),
    g.mortalWound ? 'mortal wound' : '',
    g.helmetLost ? 'helmet lost' : '',
  ].filter(Boolean);
  const advanced = advancedLines(g, net);
  return (
    <article class={`sheet side-${side}`} data-testid={`sheet-${g.seat}`}>
      <header>
        <h3>
          <span class="swatch" /> {g.name}
        </h3>
        <span class="muted">{[sideName, mine ? 'you' : null].filter(Boolean).join(' · ')}</span>
      </header>
      <p class="sheet-line">
        <Disp n={1} /> Name {g.name} · <Disp n={2} /> Type {g.retarius ? 'Retarius (counted as medium)' : g.type} ·{' '}
        <Disp n={3} /> ID {g.id} · <Disp n={4} /> Move {g.move} phases a turn ({g.allowance} this turn
        {g.exceeded ? ', plotted one over' : ''}) · {`${g.handedness}-handed`}
      </p>
      <table class="grid armour">
        <caption>
          <Disp n={6} /> Armour
        </caption>
        <thead>
          <tr>
            <AreaHeads />
          </tr>
        </thead>
        <tbody>
          <tr>
            {AREAS.map((a) => (
              <td key={a}>
                {a === 1 && g.helmetLost ? (
                  <s>{armourCode(g.armour[0] ?? null)}</s>
                ) : (
                  <Term code={armourCode(g.armour[a - 1] ?? null)} group={GROUPS.armour} />
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <table class="grid chars">
        <caption>
          <Disp n={7} /> Physical characteristics
        </caption>
        <thead>
          <tr>
            {['TR', 'ST', 'AG', 'CF', 'W', 'CON', 'NF'].map((k) => (
              <th key={k}>
                <Term code={k} group={GROUPS.characteristics} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr data-testid={`chars-${g.seat}`}>
            <td>{g.TR}</td>
            <td>{g.ST}</td>
            <td>{g.AG}</td>
            <td>
              {g.cf}
              {g.cf !== g.startCF && <small> (was {g.startCF})</small>}
            </td>
            <td>{g.W}</td>
            <td>{g.CON}</td>
            <td>{netFactor(g)}</td>
          </tr>
        </tbody>
      </table>
      <div class="wounds">
        <div class="caption">
          <Disp n={8} /> Wound record{' '}
          <span class="muted">(shaded above W = {g.W}; wounds fill from W down; | new CF step)</span>
        </div>
        {AREAS.map((area) => (
          <div
            class="wound-row"
            key={area}
            data-testid={`wounds-${g.seat}-${area}`}
            data-checked={g.wounds[area - 1] ?? 0}
          >
            <span class="area-label">
              {area} {AREA_NAMES[area]}
            </span>
            <span class="boxes">
              {woundBoxes(g, area, mode).map((b) => (
                <span key={b.box} class={`box ${b.state}${b.category ? ' cat' : ''}`} title={`box ${b.box}`}>
                  {BOX_MARK[b.state]}
                </span>
              ))}
            </span>
            <span class="wound-count">
              {g.wounds[area - 1] ?? 0}/{g.W}
              {(g.cfLostByArea[area - 1] ?? 0) > 0 && <span class="loss"> −{g.cfLostByArea[area - 1]} CF</span>}
            </span>
          </div>
        ))}
      </div>
      <div class="sheet-block">
        <Disp n={9} /> CF {g.cf} <span class="muted">(start {g.startCF})</span>
        {g.cfChanges.length > 0 && (
          <details>
            <summary>{g.cfChanges.length} change(s)</summary>
            <ul class="cf-changes">
              {g.cfChanges.map((c, i) => (
                <li key={i}>
                  {signedCf(c.amount)} turn {c.turn}.{c.phase} {c.cause} <RuleLink rule={c.rule} />
                </li>
              ))}
            </ul>
          </details>
        )}
        <span class="spacer" />
        <Disp n={10} /> Stun {g.stun}
        {g.stun > 0 && <span class="muted"> (CF to allocate {g.cf - g.stun})</span>}
      </div>
      <div class="sheet-block" data-testid={`crowd-${g.seat}`}>
        Match CF for the crowd <RuleLink rule="§19.2" />: attack {g.attackCfTotal} − defence {g.defenceCfTotal} ={' '}
        {g.attackCfTotal - g.defenceCfTotal} <span class="muted">(every CF allocated this match, as written)</span>
      </div>
      <div class="sheet-block">
        <Disp n={13} /> Shield {g.shield ?? 'none'}
        {g.shield && (
          <span class="boxes shield-boxes" data-testid={`shield-${g.seat}`} data-damage={g.shieldDamage}>
            {shieldBoxes(g.shieldDamage).map((b) => (
              <span key={b.number} class={`box ${b.checked ? 'checked' : 'open'}`}>
                {b.checked ? '✓' : b.number}
              </span>
            ))}
          </span>
        )}
      </div>
      <div class="sheet-block">
        Weapon: {g.hasWeapon ? `${weaponWords(g)} in hand` : 'none in hand'}
        {g.weaponRecoveredAt === `${turn}.${phase}` && (
          <span class="muted">
            {' '}
            (recovered this phase, <RuleLink rule="§12.63" />)
          </span>
        )}
        <span class="spacer" />
        {conditionWords(g)}
      </div>
      {advanced.length > 0 && (
        <ul class="sheet-block net-lines" data-testid={`net-${g.seat}`}>
          {advanced.map((line) => (
            <li key={line}>
              <RuleText text={line} />
            </li>
          ))}
        </ul>
      )}
      {criticals.length > 0 && <div class="sheet-block criticals">Criticals: {criticals.join('; ')}</div>}
      {plot && (
        <div class="sheet-block">
          <Disp n={15} /> Turn {turn} plot{' '}
          <span class="boxes plot-record">
            {Array.from({ length: PHASES_PER_TURN }, (_, i) => i + 1).map((p) => (
              <span key={p} class={`box ${plot.includes(p) ? 'moving' : 'still'}${p === phase ? ' now' : ''}`}>
                {plot.includes(p) ? p : '×'}
              </span>
            ))}
          </span>
        </div>
      )}
    </article>
  );
}
