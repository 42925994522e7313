/**
 * Emits earlyInput.js as is (ES5, no imports) and puts it first in the production index.html,
 * before the shell's loader: a tap or a submit on the prerendered page is kept from the moment
 * the page is usable, long before React hydrates it on a slow link.
 */
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';
import { earlyInputFileName, earlyInputTags } from './earlyInputTags';

const NAME = 'ThriveEarlyInput';

export class EarlyInputPlugin {
  /** @param scriptFile the script's source, earlyInput.js beside this file */
  constructor(private readonly scriptFile: string) {}

  apply(compiler: Compiler): void {
    const source = readFileSync(this.scriptFile, 'utf8');
    const file = earlyInputFileName(source);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.scriptFile);
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new rspack.sources.RawSource(source)),
      );
      // After the loader's own tag rewrite (alterAssetTags), which would take this script for
      // the entry.
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        NAME,
        (data) => {
          data.headTags = earlyInputTags(data.headTags, `${data.publicPath}${file}`);
          return data;
        },
      );
    });
  }
}
