/**
 * `ludus play --game glory`: people at some seats, bots at the rest, in the terminal. At each of a person's moves
 * the arena and every man's line are shown, then the announcement is asked in words (textboard.ts); a refused one
 * is explained with its rule and asked again. The match loop is play.ts's.
 */
import type { GloryView } from '../../games/glory/module.js';
import { describeFigures, parseAnnouncement, renderArena } from '../../games/glory/textboard.js';
import type { Io } from '../log.js';
import { type Ask, type PlayArgs, playInTerminal } from './play.js';

export function runPlayGlory(args: PlayArgs, io: Io, ask: Ask): Promise<number> {
  return playInTerminal({ ...args, game: 'glory' }, io, {
    howToAnswer: 'Type an announcement, or q to leave.',
    async turn(seat, view) {
      const v = view as GloryView;
      for (const line of [...renderArena(v), ...describeFigures(v)]) io.out(line);
      const answer = (await ask(`${seat} (${v.figures[seat]?.name})> `))?.trim();
      if (answer === undefined || answer === 'q') return 'leave';
      const parsed = parseAnnouncement(answer);
      if (!parsed.ok) {
        io.out(parsed.error);
        return 'again';
      }
      return { command: parsed.value };
    },
  });
}
