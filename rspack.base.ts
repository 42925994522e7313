/**
 * The one rspack configuration every app (the shell and each remote) extends.
 * An app passes its name, folder and federation role; everything else — loaders, asset
 * handling, hashing, minification, source maps, shared singletons, dev server — is here.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import {
  apps,
  FEDERATION_ERROR_CODES_GLOBAL,
  FEDERATION_SDK_GLOBAL,
  remotes,
  SOURCE_LOCALE,
  treeShakenShared,
  type AppName,
  type RemoteName,
} from '@thrive/platform';
import {
  appDir,
  distDirName,
  ports,
  pseudoLocaleBuilt,
  rootDir,
  sourceMapsDirName,
} from '@thrive/platform/node';
import { SourceMapsOutsidePlugin } from './scripts/sourceMapsOutsidePlugin.ts';
import { PrecompressPlugin } from './scripts/precompressPlugin.ts';
import { ChunkModulesPlugin, FontFacesPlugin } from '@thrive/composition/build';

/** The source locale's catalog file (`src/locales/en.po`), which Lingui's own loader compiles. */
const SOURCE_CATALOG = new RegExp(`[\\\\/]${SOURCE_LOCALE}\\.po$`);

type Mode = 'production' | 'development';
type Argv = { mode?: Mode };

interface AppOptions {
  /** Federation name: `shell` or one of the remotes; folder, port and title come from the platform table. */
  name: AppName;
}

const readVersion = (pkgDir: string): string =>
  (JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * One instance of each of these across the shell and all remotes. The workspace packages need
 * an explicit version, otherwise they are shared as `workspace:*` and the runtime warns.
 */
export function sharedSingletons(mode: Mode = 'production') {
  const single = (version: string) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    strictVersion: false,
  });
  const reactVersion = readVersion(path.join(rootDir, 'packages/ui/node_modules/react'));
  const routerVersion = readVersion(path.join(rootDir, 'shell/node_modules/react-router-dom'));
  const zustandVersion = readVersion(
    path.join(rootDir, 'packages/auth-store/node_modules/zustand'),
  );
  const workspace = (dir: string) => single(readVersion(path.join(rootDir, dir)));
  // One i18n runtime: every app's catalogs load into the instance the shell activates.
  const linguiVersion = readVersion(path.join(rootDir, 'packages/i18n/node_modules/@lingui/core'));
  return {
    react: single(reactVersion),
    'react/jsx-runtime': single(reactVersion),
    'react/jsx-dev-runtime': single(reactVersion),
    'react-dom': single(reactVersion),
    'react-dom/client': single(reactVersion),
    // In production every app's copy holds only the exports on the one list (@thrive/platform
    // sharedExports), so whichever copy the runtime picks serves every app.
    'react-router-dom': {
      ...single(routerVersion),
      ...(mode === 'production' && {
        treeShaking: {
          mode: 'runtime-infer' as const,
          usedExports: [...treeShakenShared['react-router-dom']!],
        },
      }),
    },
    zustand: single(zustandVersion),
    '@thrive/auth-store': workspace('packages/auth-store'),
    '@thrive/api-client': workspace('packages/api-client'),
    '@thrive/ui': workspace('packages/ui'),
    '@thrive/i18n': workspace('packages/i18n'),
    '@lingui/core': single(linguiVersion),
    '@lingui/react': single(linguiVersion),
  };
}

/** The federation runtime plugins of production builds (packages/platform/src/federationRuntime). */
const runtimePlugin = (file: string) =>
  path.join(rootDir, 'packages/platform/src/federationRuntime', file);
const yieldingRuntimePlugin = runtimePlugin('yieldingRuntimePlugin.ts');
const provideFederationSdkPlugin = runtimePlugin('provideFederationSdkPlugin.ts');

/**
 * The sdk and error-codes modules of the federation runtime @module-federation/enhanced builds
 * in (the CommonJS files it requires): the shell lends these very files to the remotes.
 */
const requireFromEnhanced = createRequire(
  createRequire(path.join(rootDir, 'package.json')).resolve('@module-federation/enhanced'),
);
const federationSdk = requireFromEnhanced.resolve('@module-federation/sdk');
const federationErrorCodes = createRequire(federationSdk).resolve('@module-federation/error-codes');

/**
 * Where Module Federation writes the full (not tree-shaken) build of each tree-shaken shared
 * library, beside the app's build. The runtime loads it only if an app needs an export outside
 * the shared list, which sharedExports.test.ts forbids; it is published all the same.
 */
const SHARED_FALLBACK_DIR = 'independent-packages';
/** Whether a path relative to the build folder is (in) the shared fallbacks' folder. */
const isSharedFallback = (file: string) => file.split(path.sep)[0] === SHARED_FALLBACK_DIR;

/**
 * Plugins of the app's own build (by name) that the shared fallback builds leave out. SRI too:
 * a fallback is never loaded (sharedExports.test.ts), and its build sets no CORS loading.
 */
const APP_ONLY_PLUGINS = [
  'FontFacesPlugin',
  'ChunkModulesPlugin',
  'FreshSharedFallbacksPlugin',
  'SubresourceIntegrityPlugin',
];

/** Removes the previous build's shared fallbacks when a build starts: no stale files ship. */
class FreshSharedFallbacksPlugin {
  readonly name = 'FreshSharedFallbacksPlugin';
  apply(compiler: Compiler) {
    compiler.hooks.run.tap(this.name, () => {
      rmSync(path.join(compiler.outputPath, SHARED_FALLBACK_DIR), { recursive: true, force: true });
    });
  }
}

/** How each kind of source file is loaded: TypeScript, CSS modules, Lingui catalogs, assets. */
function moduleOf(isProduction: boolean): Configuration['module'] {
  return {
    parser: {
      'css/auto': { namedExports: false },
    },
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic', development: !isProduction, refresh: !isProduction },
            },
          },
          env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
        },
        type: 'javascript/auto',
      },
      {
        test: /\.css$/,
        oneOf: [
          {
            // Shared packages are federated singletons: whichever app provides @thrive/ui at
            // run time, its class names must be the ones every app's prerendered HTML carries,
            // so they must not depend on the build (the default hash includes uniqueName).
            test: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/,
            type: 'css/auto',
            generator: { localIdentName: 'ui-[name]-[local]' },
          },
          { type: 'css/auto' },
        ],
      },
      {
        // A Lingui catalog of the source locale (src/locales/en.po) becomes compiled messages
        // (no parser ships); one that does not compile fails the build.
        test: SOURCE_CATALOG,
        loader: '@lingui/loader',
        options: { failOnMissing: true, failOnCompileError: true },
        type: 'javascript/auto',
      },
      {
        // Any other locale's: its texts in the order of the source's ids, without the ids
        // (test/poLoader.cjs); the pseudo-locale is English accented and lengthened. A
        // message missing from a written locale, or one that does not compile, fails the build.
        test: /\.po$/,
        exclude: SOURCE_CATALOG,
        loader: path.join(rootDir, 'test/poLoader.cjs'),
        type: 'javascript/auto',
      },
      {
        test: /\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|woff2?)$/i,
        type: 'asset/resource',
      },
    ],
  };
}

/** The build's plugins: federation, integrity, compression, fonts, the page template. */
function pluginsOf(
  options: AppOptions,
  mode: Mode,
  dir: string,
  outputPath: string,
): Configuration['plugins'] {
  const isProduction = mode === 'production';
  const isShell = options.name === 'shell';
  const exposes = isShell ? undefined : remotes[options.name as RemoteName].exposes;
  return [
    new ModuleFederationPlugin({
      name: options.name,
      filename: isShell ? undefined : 'remoteEntry.js',
      exposes,
      // Remotes are registered at run time from the shell's runtime config (config.json):
      // no remote URL is baked into a build.
      remotes: {},
      shared: sharedSingletons(mode),
      // The shell's copies stay the page's: with 'version-first', a remote registering the same
      // version before the shell's copy is marked loaded replaces it when its name sorts after
      // "shell" (the runtime's tie-break is `hostName > from`), so a remote named "stories"
      // got a second router and failed ("useLocation() may be used only in … <Router>").
      ...(isShell && { shareStrategy: 'loaded-first' as const }),
      // The runtime's start-up ends its task between steps (a shared module, a remote): one
      // long chain of promise callbacks blocked a reader's tap.
      ...(isProduction && {
        runtimePlugins: isShell
          ? [provideFederationSdkPlugin, yieldingRuntimePlugin]
          : [yieldingRuntimePlugin],
      }),
      manifest: true,
      dts: false,
      // Plugins the tree-shaken shared libraries' own (fallback) builds must not run again.
      treeShakingSharedExcludePlugins: APP_ONLY_PLUGINS,
      // One federation runtime per page in production: the shell provides its own to the
      // remotes, whose entries leave it out (a remote's standalone page is the dev server's).
      ...(isProduction && {
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only builds: the runtime's Node code paths are dropped.
          optimization: { target: 'web' as const },
        },
      }),
    }),
    // …and its sdk and error codes too (provideFederationSdkPlugin): a remote's entry reads
    // the shell's.
    ...(isProduction && !isShell
      ? [
          new rspack.ExternalsPlugin('global', {
            '@module-federation/sdk': FEDERATION_SDK_GLOBAL,
            '@module-federation/error-codes': FEDERATION_ERROR_CODES_GLOBAL,
          }),
        ]
      : []),
    ...(isProduction ? [new FreshSharedFallbacksPlugin(), new PrecompressPlugin()] : []),
    // The maps leave the served build folder for its sibling (issue 40, L2).
    ...(isProduction
      ? [new SourceMapsOutsidePlugin(outputPath, path.join(dir, sourceMapsDirName(distDirName)))]
      : []),
    // Every chunk the build's runtime loads carries its SHA-384 (SRI), written into the
    // runtime (a remote's remoteEntry.js, itself checked against the release's recorded hash),
    // and the HTML's own tags get theirs: a file changed after the build is refused.
    ...(isProduction ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })] : []),
    // The shell's fonts.json; in production the stylesheets leave the page's fonts out.
    ...(isShell || isProduction
      ? [new FontFacesPlugin({ emitFontsFile: isShell, leaveOutPageFonts: isProduction })]
      : []),
    new rspack.HtmlRspackPlugin({
      template: path.join(rootDir, 'index.html'),
      title: apps[options.name].title,
      // The logo's own mark (packages/ui/src/brand): one favicon for every app.
      favicon: path.join(rootDir, 'packages/ui/src/brand/favicon.svg'),
      minify: isProduction,
    }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(mode),
      // Languages offered before they ship (tests, review): @thrive/platform offeredLocales.
      'process.env.THRIVE_LOCALES': JSON.stringify(process.env.THRIVE_LOCALES ?? ''),
      // The pseudo-locale's catalogs, in development and where offered (each catalog.ts): any
      // other build leaves them out, its `import()` in a branch the bundler knows is dead.
      'process.env.THRIVE_PSEUDO_LOCALE': JSON.stringify(String(pseudoLocaleBuilt(mode))),
    }),
    // Hot reload that keeps component state in development.
    ...(isProduction ? [] : [new ReactRefreshRspackPlugin()]),
    // What a public remote's prerender needs to know about this build's chunks.
    ...(isProduction && !isShell && remotes[options.name as RemoteName].prerender
      ? [new ChunkModulesPlugin(dir)]
      : []),
  ];
}

export function createAppConfig(options: AppOptions, mode: Mode): Configuration {
  const isProduction = mode === 'production';
  const isShell = options.name === 'shell';
  const port = ports[options.name];
  const dir = appDir(options.name);
  const outputPath = path.join(dir, distDirName);

  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    // Production maps are written for the team (kept out of releases) but never referenced.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      uniqueName: `thrive_${options.name}`,
      // The shell serves deep links (/writers/3) from index.html: its assets must resolve
      // from the root. Remotes are loaded from other origins: their URLs come from the manifest.
      publicPath: isShell ? '/' : 'auto',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Chunks are loaded with CORS (a remote's come from its own origin), which Subresource
      // Integrity needs: an opaque response cannot be checked.
      ...(isProduction && { crossOriginLoading: 'anonymous' as const }),
      // The fallback builds of tree-shaken shared libraries are written beside the build by
      // a compilation of their own: the clean must keep them (FreshSharedFallbacksPlugin
      // removes old ones when a build starts).
      clean: { keep: (file: string) => isSharedFallback(path.relative(outputPath, file)) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // One Module Federation sdk: the very file the federation runtime uses, also for runtime
      // plugins built against an older sdk (@module-federation/retry-plugin brings its own)
      // and for provideFederationSdkPlugin's imports.
      alias: {
        '@module-federation/sdk$': federationSdk,
        '@module-federation/error-codes$': federationErrorCodes,
        // react-router's cookie and session helpers are for servers: the browser builds keep
        // only the router's client exports (sharedExports), but these two CommonJS modules
        // stayed in every page's router chunk (1.9 KB brotli) because nothing proves a CJS
        // module free of side effects. A build that used them would fail (no such export).
        ...(isProduction && { cookie$: false, 'set-cookie-parser$': false }),
      },
    },
    module: moduleOf(isProduction),
    plugins: pluginsOf(options, mode, dir, outputPath),
    optimization: {
      minimize: isProduction,
      // A production remote's own page (src/index.ts → the `standalone` chunk) is never served
      // to readers (its standalone page is the dev server's); the modules it shares with the
      // exposed App (the layout, the routes) were split into a chunk of their own, one more
      // request on every page. Left out of splitting, it keeps its own copy instead.
      ...(isProduction &&
        !isShell && {
          splitChunks: {
            chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) =>
              chunk.name !== 'standalone' && !chunk.canBeInitial(),
          },
        }),
    },
    performance: { hints: false },
    experiments: { css: true },
    // Lazy compilation proxies a remote's lazy chunks through the page's own dev server,
    // which is the shell's for federated code: it would never compile them.
    lazyCompilation: false,
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      allowedHosts: ['localhost', '.localhost'],
      headers: {
        'Access-Control-Allow-Origin': '*',
      },
      client: { overlay: { warnings: false, errors: true } },
    },
    // Keep the build log readable: errors and a summary.
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** A remote's whole build config: `export default createRemoteConfig('auth')`. */
export const createRemoteConfig =
  (name: RemoteName) =>
  (_env: unknown, argv: Argv): Configuration =>
    createAppConfig({ name }, argv.mode ?? 'production');

export { distDirName, rootDir };
