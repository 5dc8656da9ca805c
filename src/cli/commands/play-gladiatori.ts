/**
 * `ludus play --game gladiatori`: people at some seats, bots at the rest, in the terminal. At each of a person's
 * steps the arena, every fighter as his seat sees him and the step awaited are shown with the offered commands in
 * words; the person types a number or a command in words (gladiatori-text.ts); a refused one is explained with its
 * section and asked again. The match loop is play.ts's.
 */
import type { Legal } from '../../core/protocol.js';
import type { GladiatoriView } from '../../games/gladiatori/module.js';
import type { GladiatoriCommand } from '../../games/gladiatori/types.js';
import { commandWords, describeFighters, parseWords, renderArena, stepWords, TYPING_HELP } from '../gladiatori-text.js';
import type { Io } from '../log.js';
import { type Ask, type PlayArgs, playInTerminal } from './play.js';

/** Offers listed by number at most; the rest are typed. */
export const MAX_LISTED = 30;

export function runPlayGladiatori(args: PlayArgs, io: Io, ask: Ask): Promise<number> {
  return playInTerminal({ ...args, game: 'gladiatori' }, io, {
    howToAnswer: 'Type the number of an offer or a command in words (help lists them), or q to leave.',
    async turn(seat, view, legal) {
      const v = view as GladiatoriView;
      const offers = (legal as Legal<GladiatoriCommand>).commands;
      for (const line of [...renderArena(v), ...describeFighters(v, seat), stepWords(v, seat)]) io.out(line);
      for (const [i, c] of offers.slice(0, MAX_LISTED).entries()) io.out(`  ${i + 1}. ${commandWords(v, seat, c)}`);
      if (offers.length > MAX_LISTED) io.out(`  ... and ${offers.length - MAX_LISTED} more: type them in words.`);
      else if (!legal.complete) io.out('  (a sample: any other command within the rules may be typed in words)');
      const answer = (await ask(`${seat} (${v.fighters[seat]?.name})> `))?.trim();
      if (answer === undefined || answer === 'q') return 'leave';
      if (answer === 'help') {
        for (const line of TYPING_HELP) io.out(line);
        return 'again';
      }
      if (/^\d+$/.test(answer)) {
        const chosen = offers[Number(answer) - 1];
        if (chosen && Number(answer) <= MAX_LISTED) return { command: chosen };
        io.out(`Choose 1 to ${Math.min(offers.length, MAX_LISTED)}, or type a command in words.`);
        return 'again';
      }
      const parsed = parseWords(answer, v, seat, offers);
      if (!parsed.ok) {
        io.out(parsed.error);
        return 'again';
      }
      return { command: parsed.value };
    },
  });
}
