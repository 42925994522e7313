/**
 * The build `pnpm dev <remote>` watches: the remote's production build (rspack.base.ts), so it
 * shares the one React of the environment's production shell and releases, made quick to
 * rebuild on every save, with the live-reload runtime plugin (liveReload.ts). Left out, because
 * a browser on this machine does not need them: the Brotli copies at the highest quality,
 * minification and source maps. The shared libraries stay tree-shaken exactly as in a release:
 * a full copy would make the runtime load the shell's full fallback of react-router-dom beside
 * the page's own, and the remote's routes would run outside the shell's router.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { remoteNames, type RemoteName } from '@thrive/platform';
import { origins, rootDir } from '@thrive/platform/node';
import { createRemoteConfig } from '../../rspack.base.ts';
import { LIVE_RELOAD_PATH } from './liveReload.ts';

const SLOW_PLUGINS = new Set(['PrecompressPlugin', 'FreshSharedFallbacksPlugin']);

interface FederationOptions {
  runtimePlugins?: string[];
}

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const remote = process.env.THRIVE_DEV_REMOTE as RemoteName;
  if (!remoteNames.includes(remote)) throw new Error('THRIVE_DEV_REMOTE names the remote to build');
  const config = createRemoteConfig(remote)(env, { ...argv, mode: 'production' });
  config.plugins = (config.plugins ?? []).filter(
    (plugin) => !SLOW_PLUGINS.has((plugin as { name?: string } | null)?.name ?? ''),
  );
  for (const plugin of config.plugins) {
    const options = (plugin as { _options?: FederationOptions } | null)?._options;
    if (options && 'runtimePlugins' in options) {
      options.runtimePlugins = [
        ...(options.runtimePlugins ?? []),
        path.join(rootDir, 'scripts/devRemote/liveReloadRuntimePlugin.ts'),
      ];
    }
  }
  config.plugins.push(
    new rspack.DefinePlugin({
      THRIVE_DEV_BUILDS_URL: JSON.stringify(`${origins[remote]}${LIVE_RELOAD_PATH}`),
    }),
  );
  config.devtool = false;
  config.optimization = { ...config.optimization, minimize: false };
  return config;
};
