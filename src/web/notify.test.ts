import { describe, expect, it } from 'vitest';
import { alertFor, moveSignal, NOTIFY_OFF, readNotifySettings, saveNotifySettings, titleText } from './notify.js';
import type { KeyValue } from './storage.js';

const memory = (): KeyValue => {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
};

describe('the tab title', () => {
  it('starts with "(Your move)" only while this browser\'s seat is awaited', () => {
    expect(titleText('GLADIATOR · Ludus', true)).toBe('(Your move) GLADIATOR · Ludus');
    expect(titleText('GLADIATOR · Ludus', false)).toBe('GLADIATOR · Ludus');
  });
});

describe('when to alert', () => {
  const idle = { awaited: false, low: false };
  const awaited = { awaited: true, low: false };
  const low = { awaited: true, low: true };

  it('alerts on the change into "your move", not while it stays so nor when it ends', () => {
    expect(alertFor(idle, awaited)).toBe('your-move');
    expect(alertFor(null, awaited)).toBe('your-move');
    expect(alertFor(awaited, awaited)).toBeNull();
    expect(alertFor(awaited, idle)).toBeNull();
    expect(alertFor(idle, idle)).toBeNull();
  });

  it('reminds once when the clock turns low, and not again while it stays low', () => {
    expect(alertFor(awaited, low)).toBe('low-time');
    expect(alertFor(idle, low)).toBe('low-time');
    expect(alertFor(low, low)).toBeNull();
    expect(alertFor(low, awaited)).toBeNull();
  });
});

describe('notification settings', () => {
  it('are off until turned on, and kept', () => {
    const kv = memory();
    expect(readNotifySettings(kv)).toEqual(NOTIFY_OFF);
    saveNotifySettings(kv, { sound: true, notifications: false });
    expect(readNotifySettings(kv)).toEqual({ sound: true, notifications: false });
  });

  it('read as off when what is kept is not theirs', () => {
    const kv = memory();
    kv.setItem('ludus.notify', '{not json');
    expect(readNotifySettings(kv)).toEqual(NOTIFY_OFF);
    kv.setItem('ludus.notify', '{"sound":"yes"}');
    expect(readNotifySettings(kv)).toEqual(NOTIFY_OFF);
  });
});

describe("the signal of this browser's seats", () => {
  const clock = { low: [] as string[], lowFrom: { a: 1000, b: 500 } };

  it("is awaited when one of its seats is pending, and low once that seat's low moment has passed", () => {
    expect(moveSignal(['a'], ['a', 'b'], clock, 900)).toEqual({ awaited: true, low: false, lowAt: 1000 });
    expect(moveSignal(['a'], ['a', 'b'], clock, 1000)).toEqual({ awaited: true, low: true, lowAt: null });
  });

  it("is not low for another seat's clock, nor for a seat no longer awaited", () => {
    expect(moveSignal(['a'], ['a', 'b'], clock, 600)).toEqual({ awaited: true, low: false, lowAt: 1000 });
    expect(moveSignal(['a'], ['b'], clock, 2000)).toEqual({ awaited: false, low: false, lowAt: null });
  });

  it("takes the frame's word that a clock is low, and has no moment to wait for without a clock", () => {
    expect(moveSignal(['a'], ['a'], { low: ['a'] }, 0)).toEqual({ awaited: true, low: true, lowAt: null });
    expect(moveSignal(['a'], ['a'], null, 0)).toEqual({ awaited: true, low: false, lowAt: null });
  });
});
