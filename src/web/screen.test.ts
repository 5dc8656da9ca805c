import { describe, expect, it } from 'vitest';
import { asLegal, outcomeText, parseCommandText } from './screen.js';

describe('a command typed on the plain screen', () => {
  it('is read as JSON', () => {
    expect(parseCommandText(' { "type": "order", "order": "F(R)" } ')).toEqual({
      ok: true,
      command: { type: 'order', order: 'F(R)' },
    });
  });

  it('names what is wrong when the text is not JSON, or is empty', () => {
    const bad = parseCommandText('{ "type": order }');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/^not JSON: /);
    const empty = parseCommandText('   ');
    expect(empty).toEqual({ ok: false, message: 'write a command first, e.g. one of the buttons above' });
  });
});

describe('legal as it comes off the wire', () => {
  it('keeps commands, completeness and the form, and refuses what has no command list', () => {
    expect(asLegal({ seat: 'a', commands: [{ type: 'hold' }], complete: false, form: { allowance: 5 } })).toEqual({
      seat: 'a',
      commands: [{ type: 'hold' }],
      complete: false,
      form: { allowance: 5 },
    });
    expect(asLegal({ seat: 'a', commands: [] })).toEqual({ seat: 'a', commands: [], complete: true });
    expect(asLegal({ seat: 'a' })).toBeNull();
    expect(asLegal(null)).toBeNull();
  });
});

describe('an outcome in words', () => {
  const names: Record<string, string> = { a: 'Cato', b: 'Carpophorus' };
  const nameOf = (seat: string) => names[seat] ?? `seat ${seat}`;

  it('names the Moment of Truth’s verdicts in words, not as Down and Up (19.22, 19.23)', () => {
    const down = { winners: ['a'], losers: ['b'], how: 'Down', text: 'The crowd turns its thumbs down.' };
    expect(outcomeText(down, nameOf)).toBe(
      "The crowd turns its thumbs down. (won by Cato, killed at the crowd's word)",
    );
    expect(outcomeText({ ...down, how: 'Up', text: 'Mercy.' }, nameOf)).toBe(
      'Mercy. (won by Cato, spared by the crowd)',
    );
    expect(outcomeText({ ...down, how: 'kill', text: 'Dead.' }, nameOf)).toBe('Dead. (won by Cato, kill)');
    expect(outcomeText({ ...down, how: 'toString', text: 'Odd.' }, nameOf)).toBe('Odd. (won by Cato, toString)');
  });

  it('names every winner by his name, never by the seat’s letter', () => {
    const team = { winners: ['b', 'a'], losers: ['c'], text: 'Side 2 wins.' };
    expect(outcomeText(team, nameOf)).toBe('Side 2 wins. (won by Carpophorus and Cato)');
    expect(outcomeText({ winners: [], losers: [], text: 'Time.' }, nameOf)).toBe('Time. (a draw)');
  });
});
