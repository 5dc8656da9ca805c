/**
 * `ludus serve`: the web server, until the process is told to stop. Port, store and limits come from the flags, then
 * the environment (PORT, LUDUS_DB, LUDUS_LIMITS), then the defaults (8080, ./data/ludus.sqlite, DEFAULT_LIMITS).
 */
import type { FastifyInstance } from 'fastify';
import { err, ok, type Result } from '../../core/result.js';
import { DEFAULT_DB } from '../../server/db.js';
import { DEFAULT_LIMITS, type Limits, parseLimits } from '../../server/limits.js';
import { buildServer } from '../../server/server.js';
import { EXIT_OK, EXIT_USAGE, type Io } from '../log.js';

export interface ServeArgs {
  port?: string;
  db?: string;
  host?: string;
  /** A JSON object of limits over the defaults (limits.ts). */
  limits?: string;
  /** Behind a reverse proxy: the client's address comes from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Origins whose pages may open WebSockets besides the server's own. */
  origin?: string[];
}

export const DEFAULT_PORT = 8080;
/** Every interface, so friends holding an invite link can reach the server. */
export const DEFAULT_HOST = '0.0.0.0';

export interface ServeSettings {
  port: number;
  db: string;
  host: string;
  limits: Limits;
  trustProxy: boolean;
  origins: string[];
}

export function serveSettings(args: ServeArgs, env: NodeJS.ProcessEnv): Result<ServeSettings, string> {
  const rawPort = args.port ?? env.PORT ?? String(DEFAULT_PORT);
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535)
    return err(`the port must be a whole number from 0 to 65535, not "${rawPort}"`);
  const rawLimits = args.limits ?? env.LUDUS_LIMITS;
  const limits = rawLimits === undefined ? ok(DEFAULT_LIMITS) : parseLimits(rawLimits);
  if (!limits.ok) return err(limits.error);
  const origins = args.origin ?? [];
  const badOrigin = origins.find((o) => !URL.canParse(o) || new URL(o).origin !== o);
  if (badOrigin !== undefined)
    return err(`an origin is a scheme, host and port like https://ludus.example, not "${badOrigin}"`);
  return ok({
    port,
    db: args.db ?? env.LUDUS_DB ?? DEFAULT_DB,
    host: args.host ?? env.HOST ?? DEFAULT_HOST,
    limits: limits.value,
    trustProxy: args.trustProxy ?? false,
    origins,
  });
}

/** Opens the store and listens; the caller closes the returned server. */
export async function startServe(settings: ServeSettings, io: Io): Promise<Result<FastifyInstance, string>> {
  let app: FastifyInstance;
  try {
    app = await buildServer({
      dbUrl: settings.db,
      logger: { level: 'warn' },
      limits: settings.limits,
      trustProxy: settings.trustProxy,
      origins: settings.origins,
    });
  } catch (e) {
    return err(`cannot open the store ${settings.db}: ${(e as Error).message}`);
  }
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (e) {
    await app.close();
    return err(`cannot listen on port ${settings.port}: ${(e as Error).message}`);
  }
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : settings.port;
  io.out(`Ludus is listening on http://localhost:${port}`);
  return ok(app);
}

/** Serves until SIGINT or SIGTERM, then lets running commands finish and closes the store. */
export async function runServe(args: ServeArgs, io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const settings = serveSettings(args, env);
  if (!settings.ok) {
    io.err(`ludus serve: ${settings.error}`);
    return EXIT_USAGE;
  }
  const started = await startServe(settings.value, io);
  if (!started.ok) {
    io.err(`ludus serve: ${started.error}`);
    return EXIT_USAGE;
  }
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  io.out('Ludus is shutting down.');
  await started.value.close();
  return EXIT_OK;
}
