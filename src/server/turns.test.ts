import { describe, expect, it, vi } from 'vitest';
import { FrameTurns } from './turns.js';

const nextTurn = () => new Promise<void>((done) => setImmediate(done));

describe('frame turns', () => {
  it('start at most perTurn frames a turn of the event loop, oldest first, until none wait', async () => {
    const turns = new FrameTurns(3);
    const started: number[] = [];
    for (let i = 0; i < 8; i++) turns.push(() => started.push(i));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    // A frame arriving now queues behind those already waiting.
    turns.push(() => started.push(8));
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await nextTurn();
    turns.push(() => started.push(9));
    await nextTurn();
    expect(started.at(-1)).toBe(9);
  });
});

describe('joins in frame turns', () => {
  it('start after every other frame waiting, at most joinsPerTurn a turn, at least one', async () => {
    const turns = new FrameTurns(4, 2);
    const started: string[] = [];
    for (let i = 0; i < 5; i++) turns.push(() => started.push(`j${i}`), 'join');
    for (let i = 0; i < 6; i++) turns.push(() => started.push(`c${i}`));
    await nextTurn();
    // Four commands fill the turn; one join still starts.
    expect(started).toEqual(['c0', 'c1', 'c2', 'c3', 'j0']);
    await nextTurn();
    expect(started.slice(5)).toEqual(['c4', 'c5', 'j1', 'j2']);
    await nextTurn();
    expect(started.slice(9)).toEqual(['j3', 'j4']);
  });

  it('wait for the joinsTotal budget while commands go on', async () => {
    const turns = new FrameTurns(16, 16, { perSecond: 50, burst: 2 });
    const started: string[] = [];
    for (let i = 0; i < 4; i++) turns.push(() => started.push(`j${i}`), 'join');
    await nextTurn();
    expect(started).toEqual(['j0', 'j1']);
    turns.push(() => started.push('c0'));
    await nextTurn();
    expect(started).toEqual(['j0', 'j1', 'c0']);
    await vi.waitFor(() => expect(started).toEqual(['j0', 'j1', 'c0', 'j2', 'j3']), { timeout: 1000, interval: 5 });
    turns.stop();
  });
});
