import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMatchRecord, replayMatch } from '../../core/runner.js';
import { campaign } from '../../games/campaign/module.js';
import { ledgerWords } from '../../games/campaign/words.js';
import { bufferIo } from '../log.js';
import { runCampaign } from './campaign.js';
import { runReplay } from './replay.js';

const dir = mkdtempSync(join(tmpdir(), 'ludus-campaign-'));

const run = (args: Partial<Parameters<typeof runCampaign>[0]>) => {
  const io = bufferIo();
  const code = runCampaign({ kind: 'career', seed: 't', ...args }, io);
  return { code, ...io };
};

/** Plays one campaign with a record file; returns what it printed and the books its record replays to. */
function playAndReplay(args: Partial<Parameters<typeof runCampaign>[0]>, name: string) {
  const record = join(dir, `${name}.json`);
  const r = run({ ...args, record });
  expect(r.code).toBe(0);
  const parsed = parseMatchRecord(readFileSync(record, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replayMatch(campaign, parsed.value);
  if (!replayed.ok) throw new Error(replayed.error.message);
  expect(replayed.value.refused).toBeUndefined();
  return { printed: r.stdout, replayed: ledgerWords(replayed.value.state), record };
}

describe('ludus campaign', () => {
  it('§21.6 a career: its books in words, every entry with its rule, and a record that replays to the same books', () => {
    const { printed, replayed, record } = playAndReplay({ kind: 'career', seed: 'c1' }, 'career');
    const books = printed.slice(0, -1);
    expect(books).toEqual(replayed);
    expect(books[0]).toMatch(/^A career of \d+ matches with \d+ m[ae]n: .*\(§21\.6\)$/);
    const entries = books.filter((l) => l.startsWith('    match '));
    expect(entries.length).toBeGreaterThan(5);
    for (const e of entries) expect(e).toMatch(/^ {4}match \d+ §2[12]\.\d+ (TR |ST |AG |CON |W )?[+-]\d/);
    expect(printed.at(-1)).toContain(`ludus replay ${record}`);
    const io = bufferIo();
    expect(runReplay({ file: record }, io)).toBe(0);
    expect(io.stdout.at(-1)).toMatch(/^Result: player (won|lost)|^Result: draw/);
  });
  it('§22.8 an owners’ league: every sesterce in and out with its rule, replayed to the same books', () => {
    const { printed, replayed } = playAndReplay({ kind: 'owners', owners: 3, matches: 12, seed: 'o1' }, 'league');
    expect(printed.slice(0, -1)).toEqual(replayed);
    const money = printed.filter((l) => / sesterces: /.test(l) && l.startsWith('    match '));
    expect(money.some((l) => l.includes('§22.2 +10,000'))).toBe(true);
    expect(money.some((l) => l.includes('§22.5'))).toBe(true);
    for (const l of money) expect(l).toMatch(/§22\.[2-8] [+-][\d,]+ sesterces: /);
  });
  it('--json gives the outcome, the books and the record', () => {
    const r = run({ kind: 'career', seed: 'j', matches: 3, json: true });
    const out = JSON.parse(r.stdout.join('\n'));
    expect(out.outcome.rule).toBe('§21.6');
    expect(out.record).toMatchObject({ format: 'ludus-match/1', game: 'campaign', seed: 'j' });
    expect(out.ledger[0]).toContain('A career of 3 matches');
  });
  it('--campaigns sums figures over seeded careers and leagues', () => {
    const c = JSON.parse(run({ kind: 'career', campaigns: 3, json: true, seed: 'm' }).stdout.join('\n'));
    expect(c).toMatchObject({ kind: 'career', campaigns: 3, seeds: ['m-0', 'm-2'] });
    expect(c.career.men).toBeGreaterThanOrEqual(3);
    expect(c.career.shareTenVictories).toBeCloseTo(c.career.tenVictories / c.career.men);
    const o = JSON.parse(run({ kind: 'owners', owners: 2, matches: 5, campaigns: 2, json: true }).stdout.join('\n'));
    expect(o.owners.meanMatches).toBeGreaterThan(0);
    expect(o.owners.richestAfterFirstWins).toBeLessThanOrEqual(2);
  });
  it('refuses a bad kind, a bad option and an unknown bot, naming them', () => {
    expect(run({ kind: 'duel' }).stderr[0]).toContain('--kind is career or owners');
    expect(run({ kind: 'owners', owners: 9 }).stderr[0]).toMatch(/^ludus campaign: campaign option owners: /);
    expect(run({ kind: 'career', bots: 'chess' }).stderr[0]).toContain('unknown bot "chess"');
    expect(run({ kind: 'career', options: '[1]' }).code).toBe(2);
  });
});
