import { describe, expect, it } from 'vitest';
import { attackerAddress, bystanderAddress, commandFrame } from './net.js';

describe('loopback source addresses', () => {
  it('gives every bystander match its own 127.0.x.y, never the server’s 127.0.0.1, and attackers 127.1.x.y', () => {
    const bystanders = Array.from({ length: 2000 }, (_, i) => bystanderAddress(i));
    const attackers = Array.from({ length: 6000 }, (_, i) => attackerAddress(i));
    expect(new Set(bystanders).size).toBe(2000);
    expect(new Set(attackers).size).toBe(6000);
    expect(bystanders.every((a) => /^127\.0\.([1-9]\d*)\.(\d+)$/.test(a))).toBe(true);
    expect(bystanders).not.toContain('127.0.0.1');
    expect(attackers.every((a) => a.startsWith('127.1.'))).toBe(true);
    // .0 and .255 are a network's own address and its broadcast.
    const hosts = [...bystanders, ...attackers].map((a) => Number(a.split('.')[3]));
    expect(hosts.filter((h) => h < 1 || h > 254)).toEqual([]);
  });

  it('refuses an index that is not a whole number', () => {
    expect(() => attackerAddress(-1)).toThrow(/whole number/);
    expect(() => bystanderAddress(1.5)).toThrow(/whole number/);
  });
});

describe('commandFrame', () => {
  it('builds the protocol’s command frame', () => {
    const frame = JSON.parse(commandFrame({ id: 'c1', seat: 'a', command: { type: 'hold' }, version: 7 }));
    expect(frame).toEqual({ t: 'command', id: 'c1', seat: 'a', command: { type: 'hold' }, version: 7 });
  });
});
