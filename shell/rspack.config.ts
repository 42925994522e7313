import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base.ts';
import { FontFacesPlugin } from '../scripts/fonts/fontFacesPlugin.ts';
import { runtimeConfig } from '../scripts/runtimeConfig.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = createAppConfig(
    { name: 'shell', dir, title: 'Thrive — Start, Soar, Thrive' },
    argv.mode ?? 'production',
  );
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
