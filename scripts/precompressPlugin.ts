/** The build's brotli copies of its files (rspack.base.ts adds the plugin to production builds). */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

/**
 * Brotli at its highest quality for every script, style sheet and SVG image, beside the file
 * (`x.js.br`): the static servers send it to browsers that accept br instead of compressing per
 * request at a fast, weaker level (15-20% fewer bytes; the files are immutable, so it is done
 * once). Never a JSON file: a deployment may write its own config.json over the build's.
 */
export class PrecompressPlugin {
  readonly name = 'PrecompressPlugin';
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other step (minification, manifests, reports) has settled the files.
        { name: this.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async () => {
          const compress = promisify(brotliCompress);
          await Promise.all(
            compilation
              .getAssets()
              .filter(({ name }) => /\.(js|css|svg)$/.test(name))
              .map(async ({ name, source }) => {
                const content = source.buffer();
                const compressed = await compress(content, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                });
                compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(compressed));
              }),
          );
        },
      );
    });
  }
}
