import { describe, expect, it } from 'vitest';
import { asLegal, parseCommandText } from './screen.js';

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
