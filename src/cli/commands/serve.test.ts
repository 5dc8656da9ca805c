import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits.js';
import { tempDir } from '../../server/testkit.js';
import { bufferIo } from '../log.js';
import { DEFAULT_PORT, serveSettings, startServe } from './serve.js';

describe('ludus serve', () => {
  it('takes the port and store from the flags, then the environment, then the defaults', () => {
    expect(serveSettings({}, {})).toMatchObject({ ok: true, value: { port: DEFAULT_PORT, db: './data/ludus.sqlite' } });
    expect(serveSettings({}, { PORT: '9000', LUDUS_DB: 'x.sqlite' })).toMatchObject({
      value: { port: 9000, db: 'x.sqlite' },
    });
    expect(serveSettings({ port: '9001', db: 'postgres://h/db' }, { PORT: '9000' })).toMatchObject({
      value: { port: 9001, db: 'postgres://h/db' },
    });
    expect(serveSettings({ port: 'eighty' }, {})).toMatchObject({ ok: false });
  });

  it('takes limits as JSON from --limits, then LUDUS_LIMITS, each merged over the defaults', () => {
    expect(serveSettings({}, {})).toMatchObject({ value: { limits: DEFAULT_LIMITS } });
    const env = { LUDUS_LIMITS: '{"connectionsPerAddress": 3, "framesPerAddress": {"burst": 9}}' };
    expect(serveSettings({}, env)).toMatchObject({
      value: {
        limits: {
          connectionsPerAddress: 3,
          framesPerAddress: { perSecond: DEFAULT_LIMITS.framesPerAddress.perSecond, burst: 9 },
          heartbeatMs: DEFAULT_LIMITS.heartbeatMs,
        },
      },
    });
    expect(serveSettings({ limits: '{"heartbeatMs": 500}' }, env)).toMatchObject({
      value: { limits: { heartbeatMs: 500, connectionsPerAddress: DEFAULT_LIMITS.connectionsPerAddress } },
    });
    expect(serveSettings({ limits: '{"heartbeatMs": 0}' }, {})).toEqual({
      ok: false,
      error: expect.stringContaining('heartbeatMs'),
    });
    expect(serveSettings({ limits: '{"sendBufferHardBytes": 1000}' }, {})).toEqual({
      ok: false,
      error: 'limit sendBufferHardBytes: must be at least sendBufferBytes',
    });
    expect(serveSettings({ limits: '{"__proto__": {"x": 1}}' }, {})).toEqual({
      ok: false,
      error: expect.stringContaining('unknown limit "__proto__"'),
    });
    expect(serveSettings({ limits: '{"heartbeat' }, {})).toEqual({
      ok: false,
      error: expect.stringContaining('not JSON'),
    });
  });

  it('takes the origins allowed to open WebSockets, each a bare origin', () => {
    expect(serveSettings({ origin: ['https://ludus.example', 'http://10.0.0.2:8080'] }, {})).toMatchObject({
      value: { origins: ['https://ludus.example', 'http://10.0.0.2:8080'], trustProxy: false },
    });
    expect(serveSettings({ origin: ['https://ludus.example/play'] }, {})).toEqual({
      ok: false,
      error: expect.stringContaining('https://ludus.example/play'),
    });
    expect(serveSettings({ trustProxy: true }, {})).toMatchObject({ value: { trustProxy: true } });
  });

  it('listens and says where', async () => {
    const io = bufferIo();
    const db = join(tempDir(), 'ludus.sqlite');
    const started = await startServe(
      { port: 0, db, host: '127.0.0.1', limits: DEFAULT_LIMITS, trustProxy: false, origins: [] },
      io,
    );
    if (!started.ok) throw new Error(started.error);
    try {
      const url = /^Ludus is listening on (http:\/\/localhost:\d+)$/.exec(io.stdout[0] ?? '')?.[1];
      expect(url).toBeDefined();
      const port = new URL(url as string).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/games`);
      expect(res.status).toBe(200);
    } finally {
      await started.value.close();
    }
  });
});
