import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base.ts';
import { runtimeConfig } from '../scripts/runtimeConfig.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The slice of the dev server's response object this middleware uses. */
interface ConfigResponse {
  setHeader(name: string, value: string): void;
  json(body: unknown): void;
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = createAppConfig(
    { name: 'shell', dir, title: 'Thrive — Start, Soar, Thrive' },
    argv.mode ?? 'production',
  );
  // In development the runtime config is served live from the same builder `pnpm start`
  // writes to dist/config.json at deploy time.
  config.devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares, server) => {
      server.app?.get('/config.json', (_req: unknown, res: ConfigResponse) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.json(runtimeConfig());
      });
      return middlewares;
    },
  };
  return config;
};
