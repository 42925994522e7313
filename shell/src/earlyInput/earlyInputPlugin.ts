/**
 * Puts earlyInput.js as is (ES5, no imports) inline into the production index.html, right after
 * `#root` and before anything the shell's loader starts: a tap or a submit on the prerendered
 * page is kept from the moment the page is painted, long before React hydrates it on a slow link.
 */
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';
import { minifySync } from '@swc/core';
import { earlyInputBodyTags, earlyInputHeadTags } from './earlyInputTags';

const NAME = 'ThriveEarlyInput';

export class EarlyInputPlugin {
  /** @param scriptFile the script's source, earlyInput.js beside this file */
  constructor(private readonly scriptFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.scriptFile);
      // Minified (its comments are for people), as ES5 as it was written.
      const source = minifySync(readFileSync(this.scriptFile, 'utf8'), {
        compress: true,
        mangle: true,
        ecma: 5,
      }).code;
      // After the loader's own tag rewrite (alterAssetTags).
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        NAME,
        (data) => {
          data.headTags = earlyInputHeadTags(data.headTags);
          data.bodyTags = earlyInputBodyTags(data.bodyTags, source);
          return data;
        },
      );
    });
  }
}
