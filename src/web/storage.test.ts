import { describe, expect, it } from 'vitest';
import type { NumberedEvent } from '../server/wire.js';
import { type KeyValue, LocalStore, memoryKeyValue } from './storage.js';

const seat = (match: string, s: string, token = `t-${match}-${s}`) => ({
  match,
  seat: s,
  token,
  game: 'gladiator',
  addedAt: '2025-01-01T00:00:00.000Z',
});
const events = (...ns: number[]): NumberedEvent[] => ns.map((n) => ({ n, event: { text: `e${n}` } }));

describe('held seats', () => {
  it('keeps seats per match and replaces a seat held again with a new token', () => {
    const store = new LocalStore(memoryKeyValue());
    store.hold([seat('m1', 'a'), seat('m1', 'b')]);
    store.hold([seat('m2', 'a'), seat('m1', 'b', 'new')]);
    expect(store.heldIn('m1').map((h) => [h.seat, h.token])).toEqual([
      ['a', 't-m1-a'],
      ['b', 'new'],
    ]);
    expect(store.held()).toHaveLength(3);
  });

  it('takes the new token of a replaced seat, held or kept as an invite, and leaves the rest', () => {
    const store = new LocalStore(memoryKeyValue());
    store.hold([seat('m1', 'a'), seat('m2', 'a')]);
    store.saveInvites('m1', { b: 'old-b', c: 'old-c' });
    store.replaceToken('m1', 'a', 'new-a');
    store.replaceToken('m1', 'b', 'new-b');
    expect(store.held().map((h) => [h.match, h.seat, h.token])).toEqual([
      ['m1', 'a', 'new-a'],
      ['m2', 'a', 't-m2-a'],
    ]);
    expect(store.invites('m1')).toEqual({ b: 'new-b', c: 'old-c' });
  });

  it('forgets a match with its invites and cached events', () => {
    const kv = memoryKeyValue();
    const store = new LocalStore(kv);
    store.hold([seat('m1', 'a'), seat('m2', 'a')]);
    store.saveInvites('m1', { b: 'secret' });
    store.saveSeen('m1', 'a', events(1, 2));
    store.forget('m1', ['a', 'b', 'spectator']);
    expect(store.held().map((h) => h.match)).toEqual(['m2']);
    expect(store.invites('m1')).toEqual({});
    expect(store.seen('m1', 'a')).toEqual({ since: 0, events: [] });
  });

  it('forgets one seat of a match and what it had seen, keeping the others', () => {
    const store = new LocalStore(memoryKeyValue());
    store.hold([seat('m1', 'a'), seat('m1', 'b')]);
    store.saveSeen('m1', 'b', events(1, 2));
    store.saveSeen('m1', 'a', events(1));
    store.forgetSeat('m1', 'b');
    expect(store.heldIn('m1').map((h) => h.seat)).toEqual(['a']);
    expect(store.seen('m1', 'b')).toEqual({ since: 0, events: [] });
    expect(store.seen('m1', 'a').since).toBe(1);
  });

  it('ignores damaged entries', () => {
    const kv = memoryKeyValue();
    kv.setItem('ludus.held', '[{"match":"m1"}, 3, null]');
    kv.setItem('ludus.feed.m1.a', '{not json');
    const store = new LocalStore(kv);
    expect(store.held()).toEqual([]);
    expect(store.seen('m1', 'a')).toEqual({ since: 0, events: [] });
  });
});

describe('events seen', () => {
  it('remembers the events and the last number per match and viewer', () => {
    const store = new LocalStore(memoryKeyValue());
    store.saveSeen('m1', 'a', events(1, 2, 5));
    expect(store.seen('m1', 'a')).toEqual({ since: 5, events: events(1, 2, 5) });
    expect(store.seen('m1', 'b')).toEqual({ since: 0, events: [] });
  });

  it('keeps at least the last number when the events do not fit', () => {
    const mem = memoryKeyValue();
    const small: KeyValue = {
      ...mem,
      setItem: (k, v) => {
        if (v.length > 40) throw new Error('QuotaExceededError');
        mem.setItem(k, v);
      },
    };
    const store = new LocalStore(small);
    store.saveSeen('m1', 'a', events(1, 2, 3, 4, 5, 6, 7, 8, 9));
    expect(store.seen('m1', 'a')).toEqual({ since: 9, events: null });
  });
});

describe('the screen a match opens on', () => {
  it('is the game screen until the plain one is chosen, and the choice outlives the store object', () => {
    const kv = memoryKeyValue();
    expect(new LocalStore(kv).plainScreen()).toBe(false);
    new LocalStore(kv).setPlainScreen(true);
    expect(new LocalStore(kv).plainScreen()).toBe(true);
    new LocalStore(kv).setPlainScreen(false);
    expect(new LocalStore(kv).plainScreen()).toBe(false);
  });
});
