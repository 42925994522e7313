/**
 * Starts the reader API for real: opens the database (PGlite on disk, or PostgreSQL when
 * DATABASE_URL is set), applies migrations, listens, and shuts down gracefully on SIGTERM and
 * SIGINT (stops accepting connections, lets in-flight requests finish, flushes mail, closes
 * the pool or PGlite).
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, API_PREFIX } from './app.ts';
import { loadAdminConfig, type AdminConfig } from './admin/adminConfig.ts';
import { configWarnings, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { waitForDatabase } from './db/waitForDatabase.ts';
import { createFileMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { OffsetClock, systemClock } from './clock.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  /** e.g. http://127.0.0.1:4000 */
  origin: string;
  /** Graceful stop; safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * Settings come in as values: `config` (src/config.ts) and the admin console's (defaults unless
 * given; server.ts reads both from the environment).
 */
export async function startServer(
  config: Config,
  adminConfig: AdminConfig = loadAdminConfig({}, config),
): Promise<RunningServer> {
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  for (const warning of configWarnings(config)) logger.warn(`UNSAFE CONFIGURATION: ${warning}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolMax: config.databasePoolMax,
    log: logger,
  });
  try {
    await waitForDatabase(database, config.databaseStartTimeoutMs, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  // TEST_CLOCK=1 (never in production): a clock the end-to-end tests can move forward.
  const clock = config.testClock ? new OffsetClock() : systemClock;
  const mailer = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log: logger })
    : createFileMailer({
        dir: config.mailDir,
        from: config.mailFrom,
        clock,
        log: logger,
      });

  let app: FastifyInstance;
  try {
    app = await buildApp({ config, adminConfig, database, mailer, logger, clock });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await mailer.close();
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = `http://127.0.0.1:${port}`;
  logger.info(
    {
      database:
        database.driver === 'pglite'
          ? `PGlite at ${config.pgliteDir}`
          : 'PostgreSQL (DATABASE_URL)',
      mail: config.smtpUrl ? 'SMTP (SMTP_URL)' : `.eml files in ${config.mailDir}`,
      corsOrigins: config.corsOrigins,
    },
    `Reader API listening on ${origin}${API_PREFIX}`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await app.close();
      await mailer.close();
      await database.close();
      logger.info('Reader API stopped');
    })();
    return stopping;
  };
  return { app, database, mailer, origin, stop };
}
