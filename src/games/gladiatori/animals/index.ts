/**
 * The animals in the match (17, 18), as the hooks of turn.ts, module.ts and victory.ts call them: the pack made at
 * set-up, the animals' place at the head of every combat round (17.6), what the gladiator in a fight with one may
 * do and how his command is played, and how Solo and Cooperative games end and are won (17.8). The engine plays the
 * animals itself with the match's dice; they have no seat.
 */
import { hexEq, neighbour } from '../../../core/hex.js';
import { cloneJson } from '../../../core/json.js';
import type { Legal, Outcome, SeatId, Viewer } from '../../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../../core/result.js';
import { nextInt, type RngState } from '../../../core/rng.js';
import { actionCards } from '../actions.js';
import { paymentOptions } from '../damage.js';
import { BERSERK_MAX_BLOOD, DODGE_MAX_SPEED, round } from '../fight.js';
import { settleMarkers } from '../status.js';
import { wrongStep } from '../step-words.js';
import { type AnimalKind, animalsEntering, SECTION } from '../tables.js';
import { endPlayerRound } from '../turn.js';
import type { Ctx, Fighter, GladiatoriCommand, GladiatoriOptions, GladiatoriState, TableSpot } from '../types.js';
import { checkLastSide, fighting } from '../victory.js';
import {
  afterFight,
  animalAttacks,
  attackAnimal,
  defendAgainstAnimal,
  helpProblem,
  payAnimal,
  reactionChoices,
  reactToAnimal,
  strikeAnimal,
  struggle,
  throwProblem,
  tollChoices,
  tollWithLife,
} from './fight.js';
import { dieChoice, enter, gladiators, isGateHex, moveAnimal, playersNextTo } from './move.js';
import { animalById, animalName, makePack, onSand, PACK_LIMIT, packSize } from './pack.js';
import type { Animal, AnimalFight, AnimalsState } from './types.js';

export type { AnimalMode, AnimalsState } from './types.js';

/** Solo and Cooperative games: the gladiators on one side against the pack, with no VP (17.8). */
export const againstPack = (s: GladiatoriState): boolean => s.animals !== undefined && s.animals.mode !== 'coliseum';

/**
 * Set-up (17.1, 17.2): the number of gladiators each mode takes, and the pack, all of it waiting outside. Null when
 * the match has no animals.
 */
export function setupAnimals(
  options: GladiatoriOptions,
  players: number,
  rng: RngState,
): Result<AnimalsState | null, RuleViolation & { field: string }> {
  const mode = options.animals;
  const bad = (message: string, field = 'characters') =>
    err({ code: 'bad-animal-mode', rule: SECTION.animalModes, message, field });
  if (mode === 'solo' && players !== 1) return bad('a Solo game is one gladiator against the animals');
  if (mode === 'cooperative' && players < 2) return bad('a Cooperative game takes two gladiators or more');
  if ((mode === 'solo' || mode === 'cooperative') && options.teams !== 0)
    return bad('against the pack every gladiator is on one side: no teams', 'teams');
  if (mode === 'none') return ok(null);
  return ok(makePack(mode, options.animalKind, packSize(options.animalKind, options.animalCount, players, rng)));
}

// ---- The animals' place in the round (17.3, 17.6) ----

/** 17.3, 17.6: the animals act first in each combat round, in an order drawn among them, newcomers included. */
export function animalsStartRound(ctx: Ctx, n: 1 | 2): void {
  const z = ctx.s.animals;
  if (!z) return;
  const entering = z.pack.filter((a) => a.state === 'called');
  const waiting = z.pack.filter((a) => a.state === 'waiting');
  if (n === 1 && waiting.length > 0) {
    if (z.mode !== 'coliseum') entering.push(...waiting);
    else {
      const face = ctx.dice.roll(1, 'the animal handler', SECTION.animalEntry).dice[0] as number;
      const k = Math.min(animalsEntering(face), waiting.length);
      entering.push(...waiting.slice(0, k));
      ctx.events.push({
        type: 'animal-handler',
        visibleTo: 'all',
        rule: SECTION.animalEntry,
        text:
          k === 0
            ? `The animal handler rolls ${face}: no animal comes in this turn.`
            : `The animal handler rolls ${face}: ${k} of the ${waiting.length} waiting animals come${k === 1 ? 's' : ''} in.`,
        data: { face, entering: k },
      });
    }
  }
  for (const a of entering) {
    a.state = 'arena';
    a.at = null;
  }
  const order = z.pack.filter((a) => a.state === 'arena').map((a) => a.id);
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextInt(ctx.s.rng, i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  z.queue = order;
  if (order.length > 0)
    ctx.events.push({
      type: 'animal-order',
      visibleTo: 'all',
      rule: SECTION.animalOrder,
      text: `The animals act first: ${order.map((id) => animalName(animalById(z, id) as Animal)).join(', ')}.`,
      data: { order },
    });
  runAnimals(ctx);
  settleAnimal(ctx);
}

/** One animal's turn: in (17.3), or on if no gladiator is next to it (17.4), then an attack when one is (17.5). */
function act(ctx: Ctx, z: AnimalsState, a: Animal): void {
  let moved = false;
  if ((a.trapped ?? 0) > 0 && a.at && playersNextTo(ctx.s, a.at).length === 0) {
    // 17.9, HOUSE: a netted animal does not move; with nobody to attack it spends its turn tearing at the net.
    const face = ctx.dice.roll(1, `${animalName(a)}: struggling in the net`, SECTION.animalRuleChanges)
      .dice[0] as number;
    struggle(ctx, a, face);
    return;
  }
  if (!a.at) {
    const face = enter(ctx, a);
    if (face === null) return;
    moveAnimal(ctx, z, a, face);
    moved = true;
  } else if (playersNextTo(ctx.s, a.at).length === 0) {
    const face = ctx.dice.roll(1, `${animalName(a)}: movement`, SECTION.animalMovement).dice[0] as number;
    moveAnimal(ctx, z, a, face);
    moved = true;
  }
  const targets = playersNextTo(ctx.s, a.at as NonNullable<Animal['at']>);
  if (targets.length === 0) return;
  const target = targets[dieChoice(ctx, targets.length, `${animalName(a)}: which gladiator to attack`)] as Fighter;
  animalAttacks(ctx, z, a, target, moved);
}

/** The animals still to act do so until one waits on a gladiator's choice; then the gladiators' rounds begin. */
function runAnimals(ctx: Ctx): void {
  const z = ctx.s.animals as AnimalsState;
  while (!z.fight && !ctx.s.outcome && z.queue.length > 0) {
    const a = animalById(z, z.queue.shift() as string);
    if (a && a.state === 'arena') act(ctx, z, a);
  }
  if (z.fight || ctx.s.outcome) return;
  const p = ctx.s.phase;
  if (p.kind !== 'round') return;
  // Gladiators the animals killed lose their place in the order.
  p.order = p.order.filter((seat) => fighting(ctx.s.fighters[seat] as Fighter));
  if (p.order.length === 0) checkLastSide(ctx);
}

afterFight.next = (ctx: Ctx, fight: AnimalFight): void => {
  const d = ctx.s.fighters[fight.seat] as Fighter;
  if (fight.by === 'player') {
    endPlayerRound(ctx);
    return;
  }
  d.discard.push(...d.played);
  d.played = [];
  d.playedShown = false;
  settleMarkers(ctx, d);
  if (!fighting(d) && checkLastSide(ctx)) return;
  runAnimals(ctx);
};

const unwrapStep = (r: Result<void, RuleViolation>): true => {
  if (!r.ok) throw new Error(`an animal fight's forced step was refused: ${r.error.message}`);
  return true;
};

/** Takes the steps of an animal fight that leave the gladiator no choice. */
function settleAnimal(ctx: Ctx): void {
  for (;;) {
    const z = ctx.s.animals;
    const fight = z?.fight;
    if (!z || !fight || ctx.s.outcome) return;
    const d = ctx.s.fighters[fight.seat] as Fighter;
    const a = animalById(z, fight.animal) as Animal;
    if (fight.step === 'react' && reactionChoices(a, d).length === 0)
      unwrapStep(reactToAnimal(ctx, z, fight, null, []));
    else if (
      fight.step === 'defend' &&
      d.skills.guard <= 0 &&
      (fight.reaction !== 'dodge' || d.speed === 0) &&
      d.powers.length === 0
    )
      unwrapStep(defendAgainstAnimal(ctx, z, fight, { type: 'defend', guard: false, speed: 0 }));
    else if (fight.step === 'pay' && paymentOptions(d, fight.damage).length === 1)
      unwrapStep(payAnimal(ctx, z, fight, paymentOptions(d, fight.damage)[0] as string[]));
    else if (fight.step === 'toll' && tollChoices(d).length === 0) unwrapStep(tollWithLife(ctx, z, fight));
    else if (fight.step === 'toll' && tollChoices(d).length === 1)
      unwrapStep(payAnimal(ctx, z, fight, tollChoices(d)[0] as string[]));
    else if (
      fight.step === 'attack' &&
      d.skills.offense <= 0 &&
      (actionOf(ctx, d) !== 'berserk' || d.blood === 0) &&
      d.powers.length === 0
    )
      unwrapStep(strikeAnimal(ctx, z, fight, actionOf(ctx, d), { type: 'attack', offense: false, blood: 0 }));
    else return;
  }
}

const actionOf = (ctx: Ctx, f: Fighter) => (f.table[round(ctx).actionSpot as number] as TableSpot).card.action;

// ---- The gladiator's commands in a fight with an animal ----

/** The seat an animal fight waits on, or null when there is none. */
export const animalPending = (s: GladiatoriState): SeatId | null => s.animals?.fight?.seat ?? null;

export const isAnimalTarget = (s: GladiatoriState, id: string | null): boolean =>
  id !== null && s.animals?.pack.some((a) => a.id === id) === true;

/** 6.2-6.4 against an animal: the Action and its cards, then the attack's choices. */
export function actionOnAnimal(
  ctx: Ctx,
  f: Fighter,
  cmd: GladiatoriCommand & { type: 'action' },
): Result<void, RuleViolation> {
  const r = round(ctx);
  const done = attackAnimal(ctx, ctx.s.animals as AnimalsState, f, cmd);
  if (!done.ok) return done;
  r.actionSpot = done.value.spot;
  r.actionNew = done.value.isNew;
  settleAnimal(ctx);
  return ok(undefined);
}

function wrong(cmd: GladiatoriCommand, expected: GladiatoriCommand['type'], rule: string): Result<void, RuleViolation> {
  return err(wrongStep(cmd, [expected], rule, 'the fight with the animal'));
}

/** Plays the command of the gladiator an animal fight waits on. */
export function playAnimal(ctx: Ctx, cmd: GladiatoriCommand): Result<void, RuleViolation> {
  const z = ctx.s.animals as AnimalsState;
  const fight = z.fight as AnimalFight;
  const f = ctx.s.fighters[fight.seat] as Fighter;
  let done: Result<void, RuleViolation>;
  switch (fight.step) {
    case 'react':
      done =
        cmd.type === 'react'
          ? reactToAnimal(ctx, z, fight, cmd.card, cmd.add)
          : wrong(cmd, 'react', SECTION.animalDefence);
      break;
    case 'defend':
      done =
        cmd.type === 'defend' ? defendAgainstAnimal(ctx, z, fight, cmd) : wrong(cmd, 'defend', SECTION.animalDefence);
      break;
    case 'pay':
    case 'toll':
      done =
        cmd.type === 'pay'
          ? payAnimal(ctx, z, fight, cmd.cards)
          : wrong(cmd, 'pay', fight.step === 'pay' ? SECTION.animalAttack : SECTION.bears);
      break;
    case 'attack':
      done =
        cmd.type === 'attack'
          ? strikeAnimal(ctx, z, fight, actionOf(ctx, f), cmd)
          : wrong(cmd, 'attack', SECTION.animalVictory);
      break;
  }
  if (!done.ok) return done;
  settleAnimal(ctx);
  return ok(undefined);
}

/** What the gladiator may do in his fight with an animal. */
export function animalLegal(s: GladiatoriState, seat: SeatId): Legal<GladiatoriCommand> {
  const z = s.animals as AnimalsState;
  const fight = z.fight as AnimalFight;
  const f = s.fighters[seat] as Fighter;
  const a = animalById(z, fight.animal) as Animal;
  const ids = (cards: Fighter['hand']) => cards.map((c) => c.id);
  switch (fight.step) {
    case 'react': {
      const commands: GladiatoriCommand[] = [{ type: 'react', card: null, add: [] }];
      const e1 = ids(f.hand.filter((c) => c.kind === 'energy1'));
      const spare = ids(f.hand.filter((c) => c.kind === 'specialMove' || c.kind === 'feint'));
      for (const card of reactionChoices(a, f)) {
        commands.push({ type: 'react', card, add: [] });
        const c = f.hand.find((x) => x.id === card) ?? f.table.find((t) => t.card.id === card)?.card;
        if (c?.kind === 'action' && c.action === 'strength' && e1.length > 0)
          commands.push({ type: 'react', card, add: e1 });
        if (spare.length > 0) commands.push({ type: 'react', card, add: spare });
      }
      return { seat, commands, complete: false, form: { add: 'any combat cards of the hand' } };
    }
    case 'defend': {
      const commands: GladiatoriCommand[] = [];
      const speeds = fight.reaction === 'dodge' ? Math.min(DODGE_MAX_SPEED, f.speed) : 0;
      for (const guard of f.skills.guard > 0 ? [false, true] : [false])
        for (let speed = 0; speed <= speeds; speed++) commands.push({ type: 'defend', guard, speed });
      // 17.9: a power may be given up for +2; each is offered once, with everything else at its best.
      const best = commands[commands.length - 1] as GladiatoriCommand & { type: 'defend' };
      for (const power of f.powers) commands.push({ ...best, spend: power });
      return { seat, commands, complete: f.powers.length === 0 };
    }
    case 'pay':
      return {
        seat,
        commands: paymentOptions(f, fight.damage).map((cards) => ({ type: 'pay', cards })),
        complete: false,
      };
    case 'toll':
      return { seat, commands: tollChoices(f).map((cards) => ({ type: 'pay', cards })), complete: false };
    case 'attack': {
      const commands: GladiatoriCommand[] = [];
      const type = (f.table[(s.phase as { actionSpot: number }).actionSpot] as TableSpot).card.action;
      const bloods = type === 'berserk' ? Math.min(BERSERK_MAX_BLOOD, f.blood) : 0;
      for (const offense of f.skills.offense > 0 ? [false, true] : [false])
        for (let blood = 0; blood <= bloods; blood++) commands.push({ type: 'attack', offense, blood });
      const best = commands[commands.length - 1] as GladiatoriCommand & { type: 'attack' };
      for (const power of f.powers) commands.push({ ...best, spend: power });
      return { seat, commands, complete: f.powers.length === 0 };
    }
  }
}

/** The attacks on animals the gladiator may declare at the start of his round: each card, each animal in front. */
export function animalActions(s: GladiatoriState, f: Fighter): GladiatoriCommand[] {
  const z = s.animals;
  if (!z) return [];
  const front = neighbour(f.at, f.facing);
  const prey = onSand(z).filter((a) => hexEq(a.at, front));
  const e1 = f.hand.filter((c) => c.kind === 'energy1').map((c) => c.id);
  const spare = f.hand.filter((c) => c.kind === 'specialMove' || c.kind === 'feint').map((c) => c.id);
  const out: GladiatoriCommand[] = [];
  const attacking = actionCards(f).filter((card) => {
    const c = f.hand.find((x) => x.id === card) ?? f.table.find((t) => t.card.id === card)?.card;
    return c?.kind === 'action' && c.action !== 'movement';
  });
  // 9.5, 9.6: each throwing item at each animal it can reach, with the first attacking card.
  const first = attacking[0];
  if (first !== undefined)
    for (const item of f.items.filter((i) => i.card.throwing))
      for (const a of onSand(z))
        if (throwProblem(s, z, f, item.id, a) === null)
          out.push({ type: 'action', card: first, add: [], target: a.id, throw: item.id });
  for (const card of attacking) {
    const c = f.hand.find((x) => x.id === card) ?? f.table.find((t) => t.card.id === card)?.card;
    if (c?.kind !== 'action') continue;
    for (const a of prey) {
      out.push({ type: 'action', card, add: [], target: a.id });
      for (const ally of s.seats)
        if (helpProblem(s, f, a, ally) === null) out.push({ type: 'action', card, add: [], target: a.id, help: ally });
      if (c.action === 'strength' && e1.length > 0) out.push({ type: 'action', card, add: e1, target: a.id });
      if (spare.length > 0) out.push({ type: 'action', card, add: spare, target: a.id });
    }
  }
  return out;
}

// ---- Views and copies ----

/** The pack as a seat sees it: every animal is in plain sight; a gladiator's terms stay his own. */
export function viewAnimals(z: AnimalsState, viewer: Viewer): AnimalsState {
  const v = cloneJson(z);
  if (v.fight && v.fight.seat !== viewer) v.fight.terms = [];
  return v;
}

export const copyAnimals = (z: AnimalsState): AnimalsState => cloneJson(z);

// ---- The end of a game against the pack (17.8) ----

/** Solo and Cooperative: over when every gladiator has fallen or no animal is left; true when it ended. */
export function packCheckEnd(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.outcome) return true;
  const z = s.animals as AnimalsState;
  if (gladiators(s).length === 0) {
    finishAgainstPack(ctx, 'the gladiators have fallen');
    return true;
  }
  if (!z.pack.some((a) => a.state !== 'dead')) {
    finishAgainstPack(ctx, 'the pack is beaten');
    return true;
  }
  return false;
}

/** 17.8: no VP; every gladiator still alive (and not surrendered) wins, the others lose. */
export function finishAgainstPack(ctx: Ctx, how: string): void {
  const s = ctx.s;
  const winners = s.seats.filter((seat) => fighting(s.fighters[seat] as Fighter));
  const losers = s.seats.filter((seat) => !winners.includes(seat));
  const names = (seats: SeatId[]) => seats.map((seat) => (s.fighters[seat] as Fighter).name).join(' and ');
  const z = s.animals as AnimalsState;
  const killed = z.kills.length;
  const text =
    winners.length === 0
      ? `The animals win: no gladiator is left (${killed} animal${killed === 1 ? '' : 's'} killed).`
      : `${names(winners)} survive${winners.length === 1 ? 's' : ''} the animals and win${
          winners.length === 1 ? 's' : ''
        } (${killed} animal${killed === 1 ? '' : 's'} killed)${losers.length > 0 ? `; ${names(losers)} did not` : ''}.`;
  const outcome: Outcome = { winners, losers, how, rule: SECTION.animalVictory, text };
  s.outcome = outcome;
  s.phase = { kind: 'over' };
  ctx.events.push({ type: 'over', visibleTo: 'all', rule: SECTION.animalVictory, text, data: { how } });
}

/** The kinds of animal a match's pack is made of, for the campaign's award (17.8). */
export const packKinds = (s: GladiatoriState): AnimalKind[] =>
  s.animals ? [...new Set(s.animals.pack.map((a) => a.kind))] : [];

/** The animals' invariants: on the sand, off the gladiators' hexes, one to a hex but on the gates, within the limit. */
export function animalInvariant(s: GladiatoriState): string | null {
  const z = s.animals;
  if (!z) return null;
  if (z.pack.filter((a) => a.state !== 'dead').length > PACK_LIMIT) return 'the pack is past its limit';
  const seen = new Set<string>();
  const radius = s.options.arenaRadius;
  for (const a of onSand(z)) {
    const k = `${a.at.q},${a.at.r}`;
    if (Math.max(Math.abs(a.at.q), Math.abs(a.at.r), Math.abs(a.at.q + a.at.r)) > radius)
      return `${animalName(a)} is outside the arena`;
    if (gladiators(s).some((f) => f.at.q === a.at.q && f.at.r === a.at.r))
      return `${animalName(a)} stands on a gladiator`;
    const gate = isGateHex(s, a.at);
    if (seen.has(k) && !gate) return `two animals share ${k}`;
    seen.add(k);
  }
  for (const a of z.pack)
    if ((a.state === 'dead' || a.state === 'waiting' || a.state === 'called') && a.at)
      return `${animalName(a)} stands on the sand while out of it`;
  return null;
}
