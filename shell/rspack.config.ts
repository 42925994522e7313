import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runtimeConfig } from '@thrive/platform/node';
import { createAppConfig } from '../rspack.base.ts';
import { StartAfterPaintPlugin } from './src/paintFirst/startAfterPaintPlugin.ts';
import { EarlyInputPlugin } from './src/earlyInput/earlyInputPlugin.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const config = createAppConfig({ name: 'shell' }, mode);
  config.plugins = [
    ...(config.plugins ?? []),
    // The prerendered page is painted before the shell's script runs (not in development,
    // where nothing is prerendered).
    ...(mode === 'production'
      ? [
          new StartAfterPaintPlugin(
            fileURLToPath(new URL('./src/paintFirst/startAfterPaint.js', import.meta.url)),
          ),
          // Taps and submits on the prerendered page are kept until it is hydrated.
          new EarlyInputPlugin(
            fileURLToPath(new URL('./src/earlyInput/earlyInput.js', import.meta.url)),
          ),
        ]
      : []),
  ];
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
