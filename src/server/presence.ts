/**
 * Who is connected to each match, as this server sees it: per person's seat the number of connections acting for
 * it, and the number of spectators' connections. Every change is told to every connection of the match (a
 * `presence` frame); a seat's first connection is announced to the others (`joined`), and a second connection to
 * the same seat is told, and the one already there warned (docs/protocol.md, "Presence").
 *
 * Presence lives in memory: it is about the connections open now, which a restart ends anyway. A match's room is
 * dropped when its last connection leaves, so `joined` is told again when someone comes back to an empty room.
 */
import type { SeatId } from '../core/protocol.js';
import type { ServerFrame } from './wire.js';

/** A connection as a room sees it. */
export interface Member {
  /** The seats it acts for (none for a spectator's connection). */
  seats(): ReadonlySet<SeatId>;
  /** Whether it watches as a spectator. */
  watching(): boolean;
  send(frame: ServerFrame): void;
}

export type PresenceFrame = Extract<ServerFrame, { t: 'presence' }>;

/**
 * Changes within this time make one presence frame: a hundred spectators arriving at once cost each connection one
 * frame, not a hundred.
 */
export const PRESENCE_COALESCE_MS = 100;

interface Room {
  members: Set<Member>;
  /** The presence frame due for the changes not yet told. */
  due: NodeJS.Timeout | null;
  /** Seats whose person has connected since the room opened: a later connection of theirs is no news. */
  announced: Set<SeatId>;
}

export class Presence {
  private readonly rooms = new Map<string, Room>();

  /** @param seatsOf the people's seats of a match (counted even when nobody is connected to them). */
  constructor(private readonly seatsOf: (match: string) => SeatId[]) {}

  /**
   * `member` now acts for `seat` (or watches, without one): the notices this calls for, then the new presence to
   * everyone in the room. Joining again as what it already is changes nothing and tells nothing.
   */
  enter(match: string, member: Member, seat: SeatId | null, before: { seats: SeatId[]; watching: boolean }): void {
    let room = this.rooms.get(match);
    if (!room) {
      room = { members: new Set(), announced: new Set(), due: null };
      this.rooms.set(match, room);
    }
    const fresh = !room.members.has(member);
    room.members.add(member);
    if (seat === null) {
      if (!fresh && before.watching) return;
    } else {
      if (!fresh && before.seats.includes(seat)) return;
      const others = [...room.members].filter((m) => m !== member && m.seats().has(seat));
      if (others.length > 0) {
        member.send({ t: 'notice', code: 'second-connection', seat });
        for (const o of others) o.send({ t: 'notice', code: 'other-connection', seat });
      } else if (!room.announced.has(seat)) {
        for (const o of room.members) if (o !== member) o.send({ t: 'notice', code: 'joined', seat });
      }
      room.announced.add(seat);
    }
    this.tell(match, room);
  }

  /** `member` no longer acts for `seat` (its token was replaced): the others see it. */
  leaveSeat(match: string, member: Member): void {
    const room = this.rooms.get(match);
    if (room?.members.has(member)) this.tell(match, room);
  }

  /** `member`'s connection closed. */
  leave(match: string, member: Member): void {
    const room = this.rooms.get(match);
    if (!room?.members.delete(member)) return;
    if (room.members.size > 0) {
      this.tell(match, room);
      return;
    }
    if (room.due) clearTimeout(room.due);
    this.rooms.delete(match);
  }

  /** The members of a match's room that pass `test` (chat reaches them through this). */
  members(match: string, test: (m: Member) => boolean = () => true): Member[] {
    return [...(this.rooms.get(match)?.members ?? [])].filter(test);
  }

  /** The presence of a match now. */
  frame(match: string): PresenceFrame {
    const connected: Record<SeatId, number> = {};
    for (const seat of this.seatsOf(match)) connected[seat] = 0;
    let spectators = 0;
    for (const m of this.rooms.get(match)?.members ?? []) {
      for (const seat of m.seats()) connected[seat] = (connected[seat] ?? 0) + 1;
      if (m.watching()) spectators += 1;
    }
    return { t: 'presence', connected, spectators };
  }

  private tell(match: string, room: Room): void {
    room.due ??= setTimeout(() => {
      room.due = null;
      const frame = this.frame(match);
      for (const m of room.members) m.send(frame);
    }, PRESENCE_COALESCE_MS);
  }
}
