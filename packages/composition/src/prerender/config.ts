/**
 * The second, Node-target build of a remote that renders its public pages at build time.
 * It extends the remote's own client configuration (same context, same uniqueName, same
 * loaders), so CSS-module class names and hashed asset names match the browser build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import type { RemoteName } from '@thrive/platform';
import { pseudoLocaleBuilt, rootDir } from '@thrive/platform/node';
import { REMOTE_BASE } from '../contract.ts';

/** Where the server bundle goes: a cache folder, never part of what the remote publishes. */
export const serverBundleDir = (remoteDir: string) =>
  path.join(remoteDir, 'node_modules/.cache/thrive-prerender');

/**
 * A remote's data page renderer (contract.ts, DataPageRenderer), from its folder: bundled with
 * the renderer below as `render.cjs` and shipped in its build when the remote has one.
 */
export const DATA_PAGES_SOURCE = 'server/render.ts';

/** CSS modules in the server build only export their class names. */
function exportsOnly(rule: RuleSetRule): RuleSetRule {
  if (rule.type === 'css/auto') {
    const generator = (rule.generator ?? {}) as Record<string, unknown>;
    return { ...rule, generator: { ...generator, exportsOnly: true } };
  }
  return rule.oneOf ? { ...rule, oneOf: (rule.oneOf as RuleSetRule[]).map(exportsOnly) } : rule;
}

export function createPrerenderConfig(
  name: RemoteName,
  remoteDir: string,
  client: Configuration,
): Configuration {
  const rules = (client.module?.rules ?? []) as RuleSetRule[];
  return {
    ...client,
    target: 'node',
    entry: {
      server: path.join(rootDir, 'shell/src/prerender/entry.tsx'),
      ...(existsSync(path.join(remoteDir, DATA_PAGES_SOURCE)) && {
        render: path.join(remoteDir, DATA_PAGES_SOURCE),
      }),
    },
    devtool: false,
    output: {
      ...client.output,
      path: serverBundleDir(remoteDir),
      filename: '[name].cjs',
      chunkFilename: 'chunks/[id].cjs',
      library: { type: 'commonjs2' },
      // Asset URLs point at a placeholder the shell's server replaces with the remote's origin.
      publicPath: REMOTE_BASE,
      clean: true,
    },
    resolve: {
      ...client.resolve,
      // The renderer and the shell's route tree resolve libraries from the remote's own
      // dependencies (one copy of each in the bundle).
      modules: [path.join(remoteDir, 'node_modules'), 'node_modules'],
      alias: {
        'thrive-prerender/app$': path.join(remoteDir, 'src/App.tsx'),
        'thrive-prerender/routes$': path.join(remoteDir, 'src/routes.ts'),
        // What a data page renderer renders with (the same renderer as the build's).
        'thrive-prerender/entry$': path.join(rootDir, 'shell/src/prerender/entry.tsx'),
      },
    },
    module: { ...client.module, rules: rules.map(exportsOnly) },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        // As in the browser build (rspack.base.ts): its pseudo-locale pages, where offered.
        'process.env.THRIVE_PSEUDO_LOCALE': JSON.stringify(String(pseudoLocaleBuilt('production'))),
        __THRIVE_REMOTE__: JSON.stringify(name),
      }),
      // The shell's route tree imports its federation runtime as './federation': the
      // prerender stands in a settled loader for it (only shell/src imports that request).
      new rspack.NormalModuleReplacementPlugin(/^\.\/federation$/, (resource) => {
        if (resource.context.startsWith(path.join(rootDir, 'shell/src'))) {
          resource.request = path.join(rootDir, 'shell/src/prerender/federation.server.ts');
        }
      }),
    ],
    optimization: {
      minimize: false,
      // Module ids are paths relative to the remote's folder, as in the client build's stats:
      // the modules a page render loads tell which client chunks the page needs.
      moduleIds: 'named',
      concatenateModules: false,
      splitChunks: false,
    },
    externalsPresets: { node: true },
  };
}
