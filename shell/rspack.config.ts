import type { IncomingMessage, ServerResponse } from 'node:http';
import { runtimeConfig } from '@thrive/platform/node';
import { createAppConfig } from '../rspack.base.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = createAppConfig({ name: 'shell' }, argv.mode ?? 'production');
  // In development the runtime config is served live from the same builder `pnpm start`
  // writes to dist/config.json at deploy time.
  config.devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/config.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(runtimeConfig()));
        },
      });
      return middlewares;
    },
  };
  return config;
};
