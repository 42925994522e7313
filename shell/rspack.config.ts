import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, Module } from '@rspack/core';
import { fileURLToPath } from 'node:url';
import { SOURCE_LOCALE } from '@thrive/platform';
import { runtimeConfig } from '@thrive/platform/node';
import { createAppConfig } from '../rspack.base.ts';
import { StartAfterPaintPlugin } from './src/paintFirst/startAfterPaintPlugin.ts';
import { EarlyInputPlugin } from './src/earlyInput/earlyInputPlugin.ts';
import { WebManifestPlugin } from './src/install/webManifestPlugin.ts';

const VENDOR_LIBRARIES =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|zustand)[\\/]/;

/** The shell's own workspace packages and Lingui's core, but other languages' catalogs. */
const STARTUP_PACKAGES = new RegExp(
  String.raw`[\\/](packages[\\/](ui|api-client|auth-store|i18n|platform)[\\/](?!.*[\\/]locales[\\/](?!${SOURCE_LOCALE}\.po))` +
    String.raw`|node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@lingui[\\/]core[\\/])`,
);

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const config = createAppConfig({ name: 'shell' }, mode);
  config.plugins = [
    ...(config.plugins ?? []),
    // The public host's web app manifest and its icons (issue 46).
    new WebManifestPlugin(
      fileURLToPath(new URL('./src/install/icons/', import.meta.url)),
      fileURLToPath(new URL('../packages/ui/src/theme.css', import.meta.url)),
    ),
    // The prerendered page is painted before the shell's script runs (not in development,
    // where nothing is prerendered).
    ...(mode === 'production'
      ? [
          new StartAfterPaintPlugin(
            fileURLToPath(new URL('./src/paintFirst/startAfterPaint.js', import.meta.url)),
            fileURLToPath(new URL('./src/paintFirst/preloadEarly.js', import.meta.url)),
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
  if (mode !== 'production') return config;
  config.name = 'shell';
  // @thrive/platform (the apps, paths and locales tables) is bundled, not shared: under
  // splitChunks' 20 KB minimum each startup chunk that used it got a copy of its own (the
  // startup group below holds the one copy).
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        // The shared libraries every page starts with, one file instead of seven: on a slow
        // link each file costs its own round trip, and a phone's six connections per host
        // queue the rest.
        vendor: {
          // With the empty modules that stand for react-router's server-only dependencies
          // (aliased to false in rspack.base.ts), which were a request of their own.
          test: (module: Module) =>
            VENDOR_LIBRARIES.test(module.nameForCondition() ?? '') ||
            /^ignored\|/.test(module.identifier()),
          name: 'vendor',
          chunks: 'async',
          minSize: 0,
          priority: 30,
          enforce: true,
        },
        // The workspace's packages the shell starts with (the UI kit, the API client, the auth
        // store, the i18n runtime and its Lingui core, the platform tables): one file instead
        // of six. Each response's headers cost about 0.5 KB on a 400 kbit/s link, and the
        // smallest of those files were smaller than their headers. Never a catalog of another
        // language (`locales/`), which a page loads only in that language.
        startup: {
          test: STARTUP_PACKAGES,
          name: 'startup',
          chunks: 'async',
          minSize: 0,
          priority: 20,
          enforce: true,
        },
      },
    },
  };
  return [config, serviceWorkerConfig(String(config.output?.path))];
};

/**
 * The service worker (src/serviceWorker/sw.ts) as /sw.js: its own build for a worker, no
 * federation, a fixed name (browsers look for updates at the URL it was registered with). It runs
 * after the shell's build, whose clean would otherwise remove it.
 */
function serviceWorkerConfig(outputPath: string): Configuration {
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    mode: 'production',
    target: 'webworker',
    entry: { sw: fileURLToPath(new URL('./src/serviceWorker/sw.ts', import.meta.url)) },
    output: { path: outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    devtool: false,
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false },
  };
}
