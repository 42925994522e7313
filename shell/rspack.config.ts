import type { IncomingMessage, ServerResponse } from 'node:http';
import { runtimeConfig } from '@thrive/platform/node';
import { createAppConfig } from '../rspack.base.ts';
import { FontFacesPlugin } from '../scripts/fonts/fontFacesPlugin.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = createAppConfig({ name: 'shell' }, argv.mode ?? 'production');
  // The fonts' @font-face rules, for the shell's server to inline into every page.
  config.plugins = [...(config.plugins ?? []), new FontFacesPlugin()];
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
