import { describe, expect, it } from 'vitest';
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
