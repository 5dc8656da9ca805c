import { describe, expect, it } from 'vitest';
import { parseKit } from '../../games/glory/equip.js';
import { kit } from '../../games/glory/tables.js';
import { bufferIo } from '../log.js';
import { runPlayGlory } from './play-glory.js';

describe('ludus play --game glory with figures equipped', () => {
  it('1.5 asks the person for his kit in words, explains a slip and a refusal, then plays to the end', async () => {
    const io = bufferIo();
    const queue = ['dagger', 'closed helmet body arm leg shield spear'];
    const code = await runPlayGlory(
      { game: 'glory', bots: 'brawler', seed: 'tk', options: '{"figures":"equipped","turnLimit":3}' },
      io,
      async () => queue.shift() ?? 'stand',
    );
    expect(code).toBe(0);
    expect(io.stdout.some((l) => /^Aulus has strength \d and agility \d: /.test(l))).toBe(true);
    expect(io.stdout.some((l) => l.startsWith('"dagger" is not a piece of equipment'))).toBe(true);
    // His four pieces of armour add four boxes to the die and his strength; three of them cost movement.
    const rolled = io.stdout.find((l) => l.startsWith('Aulus has strength')) ?? '';
    const [, strength, agility] = /strength (\d) and agility (\d)/.exec(rolled)?.map(Number) ?? [];
    const movement = Math.max(2, (strength as number) + (agility as number) - 3);
    expect(io.stdout).toContain(
      `Aulus with closed helmet, body armour, arm armour, leg armour, shield, spear: damage 1d6 + ${(strength as number) + 4}, movement ${movement}.`,
    );
    expect(io.stdout.some((l) => /Aulus, strength \d and agility \d, takes closed helmet/.test(l))).toBe(true);
    expect(io.stdout.at(-1)).toMatch(/^Result: /);
  });

  it('reads pieces in words and the table by its face', () => {
    expect(parseKit('closed helmet, body armour and a spear')).toEqual({
      ok: true,
      kit: kit({ helmet: 'closed', body: true, weapon: 'spear' }),
    });
    expect(parseKit('helmet shields net')).toEqual({ ok: true, kit: kit({ helmet: 'open', shield: true, net: true }) });
    expect(parseKit('1')).toEqual({ ok: true, kit: kit({ weapon: 'spear', net: true, arm: true }) });
    expect(parseKit('')).toMatchObject({ ok: false });
    expect(parseKit('axe')).toMatchObject({ ok: false });
  });
});
