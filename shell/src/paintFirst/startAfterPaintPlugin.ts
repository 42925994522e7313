/**
 * Paint first, then run the shell. A deferred script runs as soon as the document is parsed,
 * before the browser has painted anything when the script is already there (a warm cache, a
 * fast link): the prerendered page would wait for the federation runtime, React and the
 * hydration, about a second of main-thread work on a mid-range phone. The production index.html
 * therefore carries a small loader (startAfterPaint.js, inline) instead of the shell's entry;
 * after the first frame is produced it preloads what the page's hydration needs and starts the
 * entry.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';
import { minifySync } from '@swc/core';
import {
  startAfterPaintTagGroups,
  withEarlyPreloads,
  withStartupIntegrity,
  type HtmlTag,
} from './loaderTags';
import { localeStartupAssets, startupAssets, type StartupStats } from './startupAssets';

const NAME = 'ThriveStartAfterPaint';
const PAGE = 'index.html';

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export class StartAfterPaintPlugin {
  /**
   * @param loaderFile the loader's source, startAfterPaint.js beside this file
   * @param earlyPreloadFile the early preloads' source, preloadEarly.js beside this file
   * @param entryModule the shell's entry module as rspack names it
   */
  constructor(
    private readonly loaderFile: string,
    private readonly earlyPreloadFile: string,
    private readonly entryModule = './src/index.ts',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.loaderFile);
      compilation.fileDependencies.add(this.earlyPreloadFile);
      // Minified (their comments are for people), as ES5 as they were written.
      const minified = (file: string) =>
        minifySync(readFileSync(file, 'utf8'), { compress: true, mangle: true, ecma: 5 }).code;
      const source = minified(this.loaderFile);
      const earlyPreloads = minified(this.earlyPreloadFile);
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        NAME,
        (data) => {
          // Chunks and their hashed names are final by the time the page is written.
          const stats = compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true }) as StartupStats;
          const url = (asset: string) => `${data.publicPath}${asset}`;
          const startup = startupAssets(stats, this.entryModule).map(url);
          const localeStartup = Object.fromEntries(
            Object.entries(localeStartupAssets(stats)).map(([code, assets]) => [
              code,
              assets.map(url),
            ]),
          );
          // The hook's tag type is not exported by rspack; the shape is HtmlTag's.
          const groups = startAfterPaintTagGroups(
            { headTags: data.headTags as HtmlTag[], bodyTags: data.bodyTags as HtmlTag[] },
            source,
            startup,
            localeStartup,
          );
          data.headTags = groups.headTags as typeof data.headTags;
          data.bodyTags = groups.bodyTags as typeof data.bodyTags;
          return data;
        },
      );
      // Once every file is final (after minification, content hashes and the SRI runtime), the
      // loader's tag gets the hashes its entry and preloads are checked with.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset(PAGE);
          if (!page) return;
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const hashOf = (url: string) => {
            if (!url.startsWith(publicPath)) return undefined;
            const asset = compilation.getAsset(url.slice(publicPath.length));
            return asset && sri(asset.source.buffer());
          };
          compilation.updateAsset(
            PAGE,
            new rspack.sources.RawSource(
              withEarlyPreloads(
                withStartupIntegrity(page.source.source().toString(), hashOf),
                earlyPreloads,
              ),
            ),
          );
        },
      );
    });
  }
}
