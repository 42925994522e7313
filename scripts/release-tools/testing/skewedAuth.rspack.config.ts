/**
 * A planted runtime-skew release for the compatibility matrix's test (skewedBuild.ts builds it
 * with the rspack CLI, as every app is built): the auth remote exactly as rspack.base.ts builds
 * it, except that its shared singletons live in a share scope of their own. Its
 * mf-manifest.json's `shared` section (names, versions, ranges, singleton) reads as a clean
 * build's, so the skew gate passes it; at run time the shell never offers its React there, the
 * remote falls back to its own copy and its hooks run against a React that is not rendering
 * them (the "React resolves to null" skew of federation issue threads).
 */
import path from 'node:path';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { createRemoteConfig } from '../../../rspack.base.ts';

interface FederationPlugin extends RspackPluginInstance {
  _options: { shared: Record<string, Record<string, unknown>> };
}

export const SKEWED_SHARE_SCOPE = 'thrive-skewed';

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const config = createRemoteConfig('auth')(env, argv);
  const outDir = process.env.SKEWED_OUT_DIR;
  if (!outDir) throw new Error('SKEWED_OUT_DIR names the folder to build into');
  config.output = { ...config.output, path: path.resolve(outDir) };
  const federation = config.plugins?.find(
    (plugin): plugin is FederationPlugin =>
      !!(plugin as Partial<FederationPlugin> | null)?._options?.shared,
  );
  if (!federation) throw new Error('rspack.base.ts builds no ModuleFederationPlugin');
  for (const shared of Object.values(federation._options.shared)) {
    shared.shareScope = SKEWED_SHARE_SCOPE;
  }
  return config;
};
