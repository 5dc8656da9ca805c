/**
 * The Gladiator Log Sheet (rule 3) as plain text, display by display, numbered like the printed pad.
 * The wound record follows the HOUSE layout of RULINGS.md: box 1 is the kill box, boxes above W are shaded,
 * wounds are checked from W downwards and a bar marks where each CF category begins.
 */
import type { Roll } from '../../core/dice.js';
import { COMPASS } from '../../core/hex.js';
import { armourPrice, CHARACTERISTIC_WORDS } from './billings/creation.js';
import {
  ARMOUR_BUDGET,
  ARMOUR_PURCHASE_RULE,
  ARMOUR_TABLES_RULE,
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  PHYSICAL_3D6_RULE,
} from './billings/tables.js';
import {
  armourCode,
  type Characteristics,
  physicalCharacteristics,
  SHIELD_BOXES,
  shieldBoxNumber,
  WOUND_BOXES,
  woundCategory,
} from './tables.js';
import { crowdSum } from './truth.js';
import { AREA_NAMES, AREAS, type Area, type Gladiator } from './types.js';

const WIDTH = 100;
/** Most Display 9 entries listed one per line; older ones are summed on one line. */
const MAX_CF_LINES = 12;

const sign = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const fit = (s: string): string => (s.length > WIDTH ? `${s.slice(0, WIDTH - 1)}…` : s);

/**
 * Starting characteristics, when they can be told: the chart cell of the recorded dice, provided it still agrees
 * with the ratings that never change during a match (TR, CON, W) and with the starting CF.
 */
function startingCharacteristics(g: Gladiator): Characteristics | null {
  const [a, b] = g.characteristicsRoll;
  if (![a, b].every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) return null;
  const ch = physicalCharacteristics(a, b);
  const same = ch.TR === g.TR && ch.CON === g.CON && ch.W === g.W && ch.TR + ch.ST + ch.AG === g.startCF;
  return same ? ch : null;
}

const BILLINGS_3D6 = `Billings ${PHYSICAL_3D6_RULE}`;
const BILLINGS_ARMOUR = `Billings ${ARMOUR_TABLES_RULE}`;

/**
 * How the Billings creation sections made him (3.6, 3.7), read from the rolls kept on his sheet: a line for his
 * armour (the revised table's dice, or what his bought pieces cost), a note for the characteristics line and the
 * lines of the three-dice totals. A part he was not made that way is null (or no line).
 */
function billingsMaking(
  g: Gladiator,
  rolls: readonly Roll[],
): {
  armour: string | null;
  characteristics: string | null;
  totals: string[];
} {
  const armourDie = rolls.find((r) => r.rule === BILLINGS_ARMOUR && r.purpose.startsWith('armour'));
  const shieldDie = rolls.find((r) => r.rule === BILLINGS_ARMOUR && r.purpose.startsWith('shield'));
  // A Retarius made as a light man rolls the light shield die too, but goes in with net and trident instead.
  const shieldPart = shieldDie
    ? [`shield die ${shieldDie.total}${g.retarius ? ' (unused: net and trident)' : ''}`]
    : [];
  // Every table way rolls an armour die, so a man made with rolls on his sheet but none for armour bought it.
  const bought = rolls.length > 0 && g.armourRoll === 0;
  let armour: string | null = null;
  if (armourDie)
    armour = `   Armour from the revised tables (${BILLINGS_ARMOUR}): ${[`die ${armourDie.total}`, ...shieldPart].join(', ')}`;
  else if (bought) {
    const spent = g.armour.reduce((sum, a) => sum + (a ? armourPrice(a) : 0), 0);
    const budget = ARMOUR_BUDGET[g.retarius ? 'retarius' : g.type];
    armour = `   Armour bought (Billings ${ARMOUR_PURCHASE_RULE}): ${[`${spent} of ${budget} sesterces`, ...shieldPart].join(', ')}`;
  }
  const threeDice = rolls.filter((r) => r.rule === BILLINGS_3D6);
  if (threeDice.length === 0) return { armour, characteristics: null, totals: [] };
  if (threeDice.some((r) => r.purpose.includes('arrange'))) {
    // Each roll says which characteristic it went to; list them highest total first.
    const placed = CHARACTERISTIC_KEYS.map((key) => ({
      key,
      roll: threeDice.find((r) => r.result?.startsWith(`${CHARACTERISTIC_WORDS[key]} `)),
    }))
      .filter((p): p is { key: CharacteristicKey; roll: Roll } => p.roll !== undefined)
      .sort((a, b) => b.roll.total - a.roll.total || threeDice.indexOf(a.roll) - threeDice.indexOf(b.roll));
    return {
      armour,
      characteristics: `arranged, ${BILLINGS_3D6}`,
      totals: [
        `   Five three-dice totals placed by choice (${BILLINGS_3D6}), as rolled: ${threeDice.map((r) => r.total).join(', ')}`,
        ...(placed.length > 0
          ? [`   Given highest first: ${placed.map((p) => `${p.key} ${p.roll.total}`).join('  ')}`]
          : []),
      ],
    };
  }
  const each = CHARACTERISTIC_KEYS.map((key, i) => `${key} ${threeDice[i]?.total ?? '?'}`).join('  ');
  return {
    armour,
    characteristics: `three dice each, ${BILLINGS_3D6}`,
    totals: [`   Three-dice totals (${BILLINGS_3D6}): ${each}`],
  };
}

/** One wound box: K/X for the kill box, # shaded above W, x checked, . open. */
function boxMark(box: number, W: number, checked: number): string {
  if (box > W) return '#';
  const isChecked = box > W - checked;
  if (box === 1) return isChecked ? 'X' : 'K';
  return isChecked ? 'x' : '.';
}

function woundLine(g: Gladiator, area: Area, mode: 'grouped' | 'everyBox'): string {
  const checked = Math.min(g.wounds[area - 1] ?? 0, g.W);
  let cells = '';
  for (let box = 1; box <= WOUND_BOXES; box++) {
    // A bar between two boxes of different CF categories (and between the kill box and box 2).
    const starts = box === 2 || (box > 2 && woundCategory(area, box, mode) !== woundCategory(area, box - 1, mode));
    cells += `${starts ? '|' : ' '} ${boxMark(box, g.W, checked)}`;
  }
  const label = `${area} ${AREA_NAMES[area]}`.padEnd(10);
  const lost = g.cfLostByArea[area - 1] ?? 0;
  return `   ${label}${cells}  ${String(g.wounds[area - 1] ?? 0).padStart(3)}/${g.W}  ${lost ? `-${lost}` : '0'}`;
}

function cfLines(g: Gladiator): string[] {
  const total = g.cfChanges.reduce((s, ch) => s + ch.amount, 0);
  const n = g.cfChanges.length;
  const summary = n ? `, ${sign(total)} in ${n} change${n > 1 ? 's' : ''}` : ', no changes';
  const head = ` 9 CF ${g.cf}  (start ${g.startCF}${summary})`;
  const out = [head];
  const hidden = Math.max(0, g.cfChanges.length - MAX_CF_LINES);
  let running = g.startCF;
  g.cfChanges.forEach((ch, i) => {
    running += ch.amount;
    if (i < hidden) return;
    out.push(
      `   ${sign(ch.amount).padStart(3)} → ${String(running).padStart(3)}  ` +
        `t${ch.turn}.${ch.phase} ${ch.rule}  ${ch.cause}`,
    );
  });
  if (hidden > 0) {
    const early = g.cfChanges.slice(0, hidden).reduce((s, ch) => s + ch.amount, 0);
    out.splice(1, 0, `   (${hidden} earlier change${hidden > 1 ? 's' : ''}, ${sign(early)} in all)`);
  }
  return out;
}

function shieldLine(g: Gladiator): string {
  if (!g.shield) return '13 Shield none';
  const next = shieldBoxNumber(Math.max(0, g.shieldDamage));
  if (next === null) return `13 Shield ${g.shield}, ruined (all ${SHIELD_BOXES.length} boxes checked)`;
  const left = SHIELD_BOXES.length - g.shieldDamage;
  return `13 Shield ${g.shield}, ${left} of ${SHIELD_BOXES.length} boxes left, rightmost open box ${next}`;
}

function criticalLines(g: Gladiator): string[] {
  const parts: string[] = [];
  if (g.lmp > 0) parts.push(`LMP x${g.lmp} (moving phases -${g.lmp} a turn)`);
  if (g.stu > 0) parts.push(`STU x${g.stu} (stumble on a 1)`);
  if (g.severedArteries.length > 0)
    parts.push(
      `severed artery: ${g.severedArteries.map((s) => `${AREA_NAMES[s.area]} (since ${s.since})`).join(', ')}`,
    );
  if (g.mortalWound) parts.push('mortal wound');
  if (g.helmetLost) parts.push('helmet lost');
  if (parts.length === 0) return ['   Criticals: none'];
  // Wrap between effects so none is cut off.
  const out = ['   Criticals:'];
  for (const p of parts) {
    const last = out.length - 1;
    const joined = `${out[last]}${out[last]?.endsWith(':') ? ' ' : '; '}${p}`;
    if (joined.length <= WIDTH) out[last] = joined;
    else out.push(`              ${p}`);
  }
  return out;
}

function statusLine(g: Gladiator): string {
  const flags = [
    g.hasWeapon ? 'weapon in hand' : 'no weapon',
    `${g.handedness}-handed`,
    g.posture,
    g.unconscious ? 'UNCONSCIOUS' : '',
    g.stumbling ? 'stumbling' : '',
    g.mustStumble ? 'must stumble next' : '',
    g.mustRise ? 'must KN or RO next' : '',
    g.dead ? 'DEAD' : '',
    `at ${g.position.q},${g.position.r} facing ${COMPASS[g.facing]}`,
  ];
  return `   ${flags.filter(Boolean).join('; ')}`;
}

/** 17-18: the net and trident, for whoever has had them. */
function netLines(g: Gladiator): string[] {
  if (g.net === undefined && !g.trident) return [];
  const parts = [`   Weapon ${g.trident ? 'trident' : 'sword'}`, `net ${g.net ? 'held' : 'none'}`];
  if (g.ensnared) parts.push('ENSNARED');
  return [parts.join(', ')];
}

/** The whole sheet, at most about 40 lines of at most 100 columns. */
export function renderLogSheet(g: Gladiator, opts: { woundCategories?: 'grouped' | 'everyBox' } = {}): string {
  const mode = opts.woundCategories ?? 'grouped';
  const start = startingCharacteristics(g);
  const was = (now: number, then: number | undefined): string =>
    then !== undefined && then !== now ? ` (start ${then})` : '';
  const nf = g.TR + g.AG;
  const startNf = start ? start.TR + start.AG : undefined;

  const armour = AREAS.map((a) => {
    const code = armourCode(g.armour[a - 1] ?? null);
    return `${a} ${AREA_NAMES[a]} ${a === 1 && g.helmetLost ? `${code} (lost)` : code}`;
  }).join('  ');
  const made = billingsMaking(g, g.creation ?? []);
  const armourFrom = made.armour ? 'see below' : g.armourRoll > 0 ? `table die ${g.armourRoll}` : 'as given';
  const chFrom =
    made.characteristics ??
    (g.characteristicsRoll.every((d) => d >= 1) ? `chart ${g.characteristicsRoll.join('/')}` : 'as given');

  const numbers = Array.from({ length: WOUND_BOXES }, (_, i) => String(i + 1).padStart(3)).join('');
  const header = `   ${'area'.padEnd(10)}${numbers}  wounds  CF`;
  const lines = [
    `GLADIATOR LOG SHEET  (seat ${g.seat})`,
    ` 1 Name ${g.name}   2 Type ${g.retarius ? `Retarius (${g.type})` : g.type}   3 ID ${g.id}   4 Move ${g.move} phases a turn (allowance ${g.allowance})`,
    ` 6 Armour  ${armour}   (${armourFrom})`,
    ...(made.armour ? [made.armour] : []),
    ` 7 TR ${g.TR}  ST ${g.ST}${was(g.ST, start?.ST)}  AG ${g.AG}${was(g.AG, start?.AG)}  ` +
      `CF ${g.cf}${was(g.cf, g.startCF)}  W ${g.W}  CON ${g.CON}  NF ${nf}${was(nf, startNf)}   (${chFrom})`,
    ...made.totals,
    ' 8 Wound record',
    header,
    ...AREAS.map((a) => woundLine(g, a, mode)),
    `   K kill box (X checked), # shaded above W=${g.W}, x wound, . open, | CF category boundary (${mode})`,
    ...cfLines(g),
    `10 Stun ${g.stun}${g.stun ? `  (CF for allocation ${g.cf} - ${g.stun} = ${g.cf - g.stun})` : ''}`,
    shieldLine(g),
    ...netLines(g),
    statusLine(g),
    ...criticalLines(g),
    `   Match CF for the crowd (19.2): ${crowdSum(g)}`,
  ];
  return `${lines.map(fit).join('\n')}\n`;
}
