/**
 * Entry point: `pnpm --filter @thrive/reader-api start` (or `node --import tsx src/server.ts`).
 * Settings come from environment variables; see ../README.md.
 */
import { loadAdminConfig } from './admin/adminConfig.ts';
import { loadConfig } from './core/config.ts';
import { startServer } from './runServer.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

try {
  // The environment is read here, once; everything below gets its settings as values.
  const config = loadConfig();
  const server = await startServer(config, loadAdminConfig(process.env, config));
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received: finishing in-flight requests, then stopping`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const config = loadConfig();
    console.error(
      `The reader API could not start: port ${config.port} is already in use. Stop what holds it, or choose another port: API_PORT=<port> (e.g. API_PORT=${config.port + 100}).`,
    );
  } else {
    console.error('The reader API could not start:', error);
  }
  process.exit(1);
}
