// Jest's stand-in for @lingui/loader (rspack.base.ts): a catalog `.po` becomes the compiled
// module the build makes, with the same Lingui functions (parse the PO file, compile its
// ICU messages, pseudo-localise the pseudo-locale from the source catalog).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { formatter } = require('@lingui/format-po');
const { createCompiledCatalog } = require('@lingui/cli/api');

const SOURCE = 'en';
const PSEUDO = 'pseudo-LOCALE';
const po = formatter({ explicitIdAsDefault: true });

const sourceOf = (filename) => path.join(path.dirname(filename), `${SOURCE}.po`);

function translations(content) {
  return Object.fromEntries(
    Object.entries(po.parse(content)).map(([id, message]) => [id, message.translation]),
  );
}

module.exports = {
  process(content, filename) {
    const locale = path.basename(filename, '.po');
    const source = translations(readFileSync(sourceOf(filename), 'utf8'));
    const own = translations(content);
    // As the loader does: a message missing from a locale falls back to the source's.
    const messages = Object.fromEntries(
      Object.keys(source).map((id) => [id, (locale !== PSEUDO && own[id]) || source[id]]),
    );
    const { source: code, errors } = createCompiledCatalog(locale, messages, {
      strict: true,
      namespace: 'cjs',
      pseudoLocale: PSEUDO,
    });
    if (errors.length) throw new Error(`${filename}: ${errors.map((e) => e.id).join(', ')}`);
    return { code };
  },
  // A pseudo-locale (or any locale's fallbacks) changes with the source catalog too.
  getCacheKey(content, filename) {
    return createHash('sha256')
      .update(content)
      .update(readFileSync(sourceOf(filename)))
      .update(filename)
      .digest('hex');
  },
};
