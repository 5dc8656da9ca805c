/**
 * `ludus play --game glory`: people at some seats, bots at the rest, in the terminal. At each of a person's moves
 * the arena and every man's line are shown, then the announcement is asked in words (textboard.ts); a refused one
 * is explained with its rule and asked again. The match loop is play.ts's.
 */
import { KIT_QUESTION_HELP, kitInWords, kitSums, mayTakeNet, parseKit, tableLines } from '../../games/glory/equip.js';
import type { GloryView } from '../../games/glory/module.js';
import { describeFigures, parseAnnouncement, renderArena } from '../../games/glory/textboard.js';
import type { Io } from '../log.js';
import { type Ask, type PlayArgs, playInTerminal } from './play.js';

export function runPlayGlory(args: PlayArgs, io: Io, ask: Ask): Promise<number> {
  return playInTerminal({ ...args, game: 'glory' }, io, {
    howToAnswer: 'Type an announcement, or q to leave.',
    async turn(seat, view) {
      const v = view as GloryView;
      if (v.equip) return askKit(seat, v, io, ask);
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

/** Before the first turn (figures 'equipped'): the man's rolls, the table's six kinds, and his kit asked in words. */
async function askKit(seat: string, v: GloryView, io: Io, ask: Ask): Promise<{ command: unknown } | 'leave' | 'again'> {
  const me = v.figures[seat];
  if (!me) throw new Error(`no man at seat ${seat}`);
  const net = mayTakeNet(me.strength, me.agility)
    ? 'a net is open to him'
    : 'no net for him (a Retarius has strength 1 or 2 and agility 2 or 3)';
  io.out(`${me.name} has strength ${me.strength} and agility ${me.agility}: ${net}.`);
  io.out(`Equip him: ${KIT_QUESTION_HELP}.`);
  for (const line of tableLines()) io.out(line);
  const answer = (await ask(`${seat} (${me.name}) kit> `))?.trim();
  if (answer === undefined || answer === 'q') return 'leave';
  const parsed = parseKit(answer);
  if (!parsed.ok) {
    io.out(parsed.error);
    return 'again';
  }
  const sums = kitSums(me.strength, me.agility, parsed.kit);
  io.out(`${me.name} with ${kitInWords(parsed.kit)}: damage 1d6 + ${sums.boxesBeyondDie}, movement ${sums.movement}.`);
  return { command: { type: 'equip', kit: parsed.kit } };
}
