/**
 * Optional accounts kept in the store: a name and a scrypt hash of a password; sessions, each a random 256-bit
 * token of which only the sha256 is kept; and the seats each account holds, so that any device signed in to it
 * opens them without their tokens.
 */
import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../../core/result.js';
import type { Db } from '../db.js';
import { hashToken } from '../service.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';

export const SESSION_DAYS = 30;
/** The most matches GET /api/me/matches lists, newest first. */
export const MY_MATCHES = 200;
const SESSION_MS = SESSION_DAYS * 86_400_000;

export interface Account {
  id: string;
  name: string;
}

export interface Refusal {
  code: string;
  message: string;
  field?: string;
}

const nameKey = (name: string): string => name.normalize('NFC').toLowerCase();

/** The same words for a wrong password and a name nobody has: the answer never says whether the name exists. */
export const BAD_CREDENTIALS: Refusal = {
  code: 'bad-credentials',
  message: 'that name and password do not match an account: check both',
};

export class Accounts {
  constructor(private readonly db: Db) {}

  private byName(name: string) {
    return this.db
      .selectFrom('accounts')
      .select(['id', 'name', 'password'])
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst();
  }

  /** A new account, or `name-taken` whatever the case of the name already taken. */
  async register(name: string, password: string): Promise<Result<Account, Refusal>> {
    const taken: Refusal = {
      code: 'name-taken',
      message: `an account is already named "${name}" (names differ by more than their case): choose another`,
      field: 'name',
    };
    if (await this.byName(name)) return err(taken);
    const account = { id: randomBytes(12).toString('base64url'), name };
    try {
      await this.db
        .insertInto('accounts')
        .values({
          ...account,
          name_key: nameKey(name),
          password: await hashPassword(password),
          created_at: new Date().toISOString(),
        })
        .execute();
    } catch (e) {
      // Two registrations of one name at once: the unique key lets one in.
      if (await this.byName(name)) return err(taken);
      throw e;
    }
    return ok(account);
  }

  /**
   * The account the name and password sign in to. An unknown name is checked against a dummy hash, so it costs
   * the time a wrong password costs, and both get BAD_CREDENTIALS.
   */
  async verify(name: string, password: string): Promise<Result<Account, Refusal>> {
    const row = await this.byName(name);
    const matches = await verifyPassword(password, row?.password ?? (await dummyHash()));
    return row && matches ? ok({ id: row.id, name: row.name }) : err(BAD_CREDENTIALS);
  }

  /** A new session for the account: its token (for the cookie only) and when it ends. */
  async openSession(account: Account): Promise<{ token: string; expires: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    // The account's sessions that have ended go as a new one starts, so the table holds only live ones.
    await this.db.deleteFrom('sessions').where('account_id', '=', account.id).where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        account_id: account.id,
        expires_at: now + SESSION_MS,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return { token, expires: new Date(now + SESSION_MS) };
  }

  /** The account a session token signs in, if it is live. */
  async session(token: string | undefined): Promise<Account | null> {
    if (!token || token.length > 128) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select(['accounts.id', 'accounts.name'])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.expires_at', '>', Date.now())
      .executeTakeFirst();
    return row ?? null;
  }

  async closeSession(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }

  /** The seats the tokens hold now become the account's too; how many were new to it. */
  async attachTokens(account: Account, tokens: string[]): Promise<number> {
    if (tokens.length === 0) return 0;
    const held = await this.db
      .selectFrom('tokens')
      .select(['match_id', 'seat'])
      .where('token_hash', 'in', tokens.map(hashToken))
      .execute();
    return this.attach(account, held);
  }

  /** Seats given to the account (a match it created or claimed while signed in); how many were new to it. */
  async attach(account: Account, seats: { match_id: string; seat: string }[]): Promise<number> {
    let added = 0;
    for (const { match_id, seat } of seats) {
      const r = await this.db
        .insertInto('account_seats')
        .values({ account_id: account.id, match_id, seat })
        .onConflict((oc) => oc.columns(['account_id', 'match_id', 'seat']).doNothing())
        .executeTakeFirst();
      added += Number(r.numInsertedOrUpdatedRows ?? 0n);
    }
    return added;
  }

  /** No account holds the seat any longer (its token was replaced). */
  async release(match: string, seat: string): Promise<void> {
    await this.db.deleteFrom('account_seats').where('match_id', '=', match).where('seat', '=', seat).execute();
  }

  /** Whether the account holds the seat. */
  async holds(account: Account, match: string, seat: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_seats')
      .select('seat')
      .where('account_id', '=', account.id)
      .where('match_id', '=', match)
      .where('seat', '=', seat)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Match -> the seats the account holds in it, for its newest MY_MATCHES matches. */
  async seatsOf(account: Account): Promise<Map<string, string[]>> {
    const newest = this.db
      .selectFrom('account_seats')
      .innerJoin('matches', 'matches.id', 'account_seats.match_id')
      .select('matches.id')
      .where('account_seats.account_id', '=', account.id)
      .groupBy(['matches.id', 'matches.created_at'])
      .orderBy('matches.created_at', 'desc')
      .limit(MY_MATCHES);
    const rows = await this.db
      .selectFrom('account_seats')
      .select(['match_id', 'seat'])
      .where('account_id', '=', account.id)
      .where('match_id', 'in', newest)
      .orderBy('seat')
      .execute();
    const byMatch = new Map<string, string[]>();
    for (const r of rows) byMatch.set(r.match_id, [...(byMatch.get(r.match_id) ?? []), r.seat]);
    return byMatch;
  }
}
