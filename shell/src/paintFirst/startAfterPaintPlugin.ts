/**
 * Paint first, then run the shell. A deferred script runs as soon as the document is parsed,
 * before the browser has painted anything when the script is already there (a warm cache, a
 * fast link): the prerendered page would wait for the federation runtime, React and the
 * hydration, about a second of main-thread work on a mid-range phone. The production index.html
 * therefore loads a small loader (startAfterPaint.js) instead of the shell's entry; after the
 * first frame is produced it preloads what the page's hydration needs and starts the entry.
 */
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';
import { loaderFileName, startAfterPaintTags, type HtmlTag } from './loaderTags';
import { startupAssets, type StartupStats } from './startupAssets';

const NAME = 'ThriveStartAfterPaint';

export class StartAfterPaintPlugin {
  /**
   * @param loaderFile the loader's source, startAfterPaint.js beside this file
   * @param entryModule the shell's entry module as rspack names it
   */
  constructor(
    private readonly loaderFile: string,
    private readonly entryModule = './src/index.ts',
  ) {}

  apply(compiler: Compiler): void {
    const source = readFileSync(this.loaderFile, 'utf8');
    const file = loaderFileName(source);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.loaderFile);
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new rspack.sources.RawSource(source)),
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const loaderSrc = `${data.publicPath}${file}`;
        // Chunks and their hashed names are final by the time the page is written.
        const stats = compilation
          .getStats()
          .toJson({ all: false, chunks: true, chunkOrigins: true }) as StartupStats;
        const startup = startupAssets(stats, this.entryModule).map(
          (asset) => `${data.publicPath}${asset}`,
        );
        // The hook's tag type is not exported by rspack; the shape is the one above.
        data.assetTags.scripts = startAfterPaintTags(
          data.assetTags.scripts as HtmlTag[],
          loaderSrc,
          startup,
        ) as typeof data.assetTags.scripts;
        return data;
      });
    });
  }
}
