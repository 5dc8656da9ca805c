import { describe, expect, it } from 'vitest';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import { checkBid, sell } from './auction.js';
import { newMan } from './man.js';
import { pay, purse } from './owners.js';
import { fixtureLeague, scriptLeague } from './testkit.js';

const l = fixtureLeague(3);
const lot = newMan(new Dice(seedRng('lot')), 99, 'heavy');
const owner = (x: typeof l, id: string) => x.owners.find((o) => o.id === id)!;

describe('§22.4 sealed bids (the default)', () => {
  it('§22.4 the highest bidder buys the man at his bid; the money leaves the game', () => {
    const r = sell(l, lot, { o1: 500, o2: 700, o3: 0 }, 'sealed', 1);
    if (!r.ok) throw new Error(r.error.message);
    expect([r.value.buyer, r.value.price]).toEqual(['o2', 700]);
    expect(purse(owner(r.value.league, 'o2'))).toBe(9_300);
    expect(owner(r.value.league, 'o2').stable.at(-1)).toBe(99);
    expect(r.value.league.men[99]?.name).toBe(lot.name);
    expect(owner(r.value.league, 'o2').money.at(-1)).toMatchObject({ rule: '§22.4', amount: -700 });
  });
  it('§22.4 equal best bids are settled by a roll-off of three dice', () => {
    const r = sell(scriptLeague(l, 1, 1, 1, 6, 6, 6), lot, { o1: 500, o2: 500 }, 'sealed', 1);
    if (!r.ok) throw new Error(r.error.message);
    expect([r.value.buyer, r.value.price, r.value.rolls.length]).toEqual(['o2', 500, 2]);
  });
  it('§22.4 a lot without a bid goes unsold', () => {
    const r = sell(l, lot, { o1: 0 }, 'sealed', 1);
    expect(r.ok ? [r.value.buyer, r.value.league] : null).toEqual([null, l]);
  });
  it('§22.4 a bid with money an owner does not have is refused', () => {
    const r = sell(pay(l, 'o1', { match: 0, rule: 't', amount: -9_700, text: 'spent' }), lot, { o1: 301 }, 'sealed', 1);
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'bid-beyond-money',
      rule: '§22.4',
      values: { bid: 301, has: 300 },
    });
  });
  it('§22.4 a bid is whole sesterces and not below zero', () => {
    for (const amount of [-5, 10.5]) expect(checkBid(l, 'o1', amount).ok ? null : 'refused').toBe('refused');
  });
  it('§22.6 an owner out of the game cannot bid', () => {
    const out = {
      ...l,
      owners: l.owners.map((o) => (o.id === 'o3' ? { ...o, eliminated: { rule: '§22.6', text: 'x', match: 1 } } : o)),
    };
    expect(checkBid(out, 'o3', 10).ok ? null : 'refused').toBe('refused');
  });
});

describe('§22.4 open bidding (option)', () => {
  it('§22.4 the highest ceiling buys one step above the next highest', () => {
    const r = sell(l, lot, { o1: 500, o2: 900, o3: 300 }, 'open', 1);
    expect(r.ok ? [r.value.buyer, r.value.price] : null).toEqual(['o2', 510]);
  });
  it('§22.4 a lone bidder pays the opening step; equal ceilings pay the ceiling', () => {
    expect(sell(l, lot, { o1: 800 }, 'open', 1)).toMatchObject({ value: { buyer: 'o1', price: 10 } });
    const tie = sell(scriptLeague(l, 6, 6, 6, 1, 1, 1), lot, { o1: 800, o2: 800 }, 'open', 1);
    expect(tie).toMatchObject({ value: { buyer: 'o1', price: 800 } });
  });
});
