import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('listens and says where', async () => {
    const io = bufferIo();
    const db = join(tempDir(), 'ludus.sqlite');
    const started = await startServe({ port: 0, db, host: '127.0.0.1' }, io);
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
