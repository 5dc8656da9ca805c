/**
 * Survival against the pack (17, 18), for issue 13's balance question: seeded Solo and Cooperative games of veteran
 * bots against dogs and wolves, and what happened in them: animals on the sand per round, damage by its cause, how
 * many animals came in by which rule, kills. One process, one game at a time.
 *
 *   npx tsx scripts/gladiatori-pack-stats.ts [games=200] [kinds=dog,wolf] [modes=solo,cooperative]
 */
import { playMatch } from '../src/core/runner.js';
import { veteranBot } from '../src/games/gladiatori/bots.js';
import { gladiatori } from '../src/games/gladiatori/module.js';

const games = Number(process.argv[2] ?? 200);
const kinds = (process.argv[3] ?? 'dog,wolf').split(',');
const modes = (process.argv[4] ?? 'solo,cooperative').split(',');

interface Tally {
  games: number;
  seats: number;
  survivors: number;
  wins: number;
  packStart: number;
  called: number;
  /** Animals called by doubles on an attack roll and on a defence roll (18.1, 18.2). */
  calledOnAttack: number;
  enteredLate: number;
  kills: number;
  attacks: number;
  attacksMoving: number;
  hits: number;
  damage: number;
  fromBehind: number;
  reactions: Record<string, number>;
  rounds: number;
  onSand: number;
  playerAttacks: number;
  deathsTurn: Record<string, number>;
  /** Damage by where the attack came from and how he answered it. */
  byCause: Record<string, number>;
}

const d0 = (e: { data?: unknown }) => (e.data ?? {}) as Record<string, unknown>;

for (const mode of modes)
  for (const kind of kinds) {
    const characters = mode === 'solo' ? ['thraex'] : ['mirmillo', 'thraex'];
    const t: Tally = {
      games: 0,
      seats: characters.length,
      survivors: 0,
      wins: 0,
      packStart: 0,
      called: 0,
      calledOnAttack: 0,
      enteredLate: 0,
      kills: 0,
      attacks: 0,
      attacksMoving: 0,
      hits: 0,
      damage: 0,
      fromBehind: 0,
      reactions: {},
      rounds: 0,
      onSand: 0,
      playerAttacks: 0,
      deathsTurn: {},
      byCause: {},
    };
    for (let i = 0; i < games; i++) {
      const seats = characters.length === 1 ? ['a'] : ['a', 'b'];
      const bots = Object.fromEntries(seats.map((s) => [s, veteranBot]));
      const r = playMatch(gladiatori, {
        seed: `pack-${mode}-${kind}-${i}`,
        bots,
        options: { animals: mode, animalKind: kind, characters },
      });
      if (!r.ok) throw new Error(r.error.message);
      const { state, events, outcome } = r.value;
      t.games += 1;
      t.survivors += outcome?.winners.length ?? 0;
      if ((outcome?.winners.length ?? 0) > 0) t.wins += 1;
      const z = state.animals;
      if (z) {
        t.packStart += z.pack.length;
        t.kills += z.kills.length;
      }
      let turn = 0;
      let answer = 'none';
      let lastRoll = 'attack';
      let side = 'front';
      for (const e of events) {
        if (e.type === 'animal-attack') answer = 'none';
        if (e.type === 'reaction' && d0(e).action) answer = String(d0(e).action);
        if (e.type === 'value-terms' && e.text.startsWith('Final Defence Value'))
          side = e.text.includes('attacked from behind') ? 'behind' : 'front';
        if (e.type === 'damage' && d0(e).animal) {
          const k = `${side}/${answer}`;
          t.byCause[k] = (t.byCause[k] ?? 0) + (d0(e).damage as number);
        }
        const d = (e.data ?? {}) as Record<string, unknown>;
        if (e.type === 'turn') turn += 1;
        if (e.type === 'animal-roll') lastRoll = e.text.includes('Final Attack') ? 'attack' : 'defence';
        if (e.type === 'animal-call' && d.animal) {
          t.called += 1;
          if (lastRoll === 'attack') t.calledOnAttack += 1;
        }
        if (e.type === 'animal-order') {
          t.rounds += 1;
          t.onSand += (d.order as string[]).length;
        }
        if (e.type === 'animal-roll' && e.text.includes('Final Attack')) {
          t.attacks += 1;
          if ((d.dice as number[]).length === 1) t.attacksMoving += 1;
        }
        if (e.type === 'damage' && d.animal) {
          t.hits += 1;
          t.damage += d.damage as number;
        }
        if (e.type === 'reaction' && d.action) t.reactions[String(d.action)] = (t.reactions[String(d.action)] ?? 0) + 1;
        if (e.type === 'no-reaction') t.reactions.none = (t.reactions.none ?? 0) + 1;
        if (e.type === 'fight' && d.animal) t.playerAttacks += 1;
        if (e.type === 'death') t.deathsTurn[turn] = (t.deathsTurn[turn] ?? 0) + 1;
      }
    }
    const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
    console.log(
      `${mode} ${kind} (${characters.join('+')}), ${t.games} games: survival ${pct(t.survivors, t.games * t.seats)}, ` +
        `won ${pct(t.wins, t.games)}; animals in all ${(t.packStart / t.games).toFixed(1)}, of them ${(t.called / t.games).toFixed(1)} called by doubles (${(t.calledOnAttack / t.games).toFixed(1)} on attacks), ` +
        `killed ${(t.kills / t.games).toFixed(1)}; animals on the sand per round ${(t.onSand / Math.max(1, t.rounds)).toFixed(1)}; ` +
        `animal attacks ${(t.attacks / t.games).toFixed(1)} a game (${pct(t.attacksMoving, t.attacks)} after moving, 1 die), ` +
        `hits ${pct(t.hits, t.attacks)}, ${(t.damage / Math.max(1, t.hits)).toFixed(2)} damage a hit, ${(t.damage / t.games).toFixed(1)} a game; ` +
        `gladiator attacks ${(t.playerAttacks / t.games).toFixed(1)} a game; reactions ${JSON.stringify(t.reactions)}; deaths by turn ${JSON.stringify(t.deathsTurn)}; damage a game by side/answer ${Object.entries(
          t.byCause,
        )
          .map(([k, n]) => `${k} ${(n / t.games).toFixed(1)}`)
          .join(', ')}`,
    );
  }
