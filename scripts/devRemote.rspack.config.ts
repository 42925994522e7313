/**
 * The build `pnpm dev <remote>` watches: the remote's production build (rspack.base.ts), so it
 * shares the one React of the environment's production shell and releases, made quick to
 * rebuild on every save. Left out, because a browser on this machine does not need them: the
 * Brotli copies at the highest quality, the full builds of tree-shaken shared libraries (the
 * shell's tree-shaken copy is the one the page runs), minification and source maps.
 */
import type { Configuration } from '@rspack/core';
import { remoteNames, type RemoteName } from '@thrive/platform';
import { createRemoteConfig } from '../rspack.base.ts';

const SLOW_PLUGINS = new Set(['PrecompressPlugin', 'FreshSharedFallbacksPlugin']);

interface FederationOptions {
  shared: Record<string, { treeShaking?: unknown }>;
}

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const remote = process.env.THRIVE_DEV_REMOTE as RemoteName;
  if (!remoteNames.includes(remote)) throw new Error('THRIVE_DEV_REMOTE names the remote to build');
  const config = createRemoteConfig(remote)(env, { ...argv, mode: 'production' });
  config.plugins = (config.plugins ?? []).filter(
    (plugin) => !SLOW_PLUGINS.has((plugin as { name?: string } | null)?.name ?? ''),
  );
  for (const plugin of config.plugins) {
    const options = (plugin as { _options?: Partial<FederationOptions> } | null)?._options;
    if (options?.shared)
      for (const shared of Object.values(options.shared)) delete shared.treeShaking;
  }
  config.devtool = false;
  config.optimization = { ...config.optimization, minimize: false };
  return config;
};
