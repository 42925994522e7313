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

/**
 * The pseudo-locale is English accented (Lingui) and, here, about 40 % longer (issue 26), as a
 * longer language would be: each word gets 40 % more letters (some of its own letters written
 * twice), so lines still break between words. Lingui's pseudo-localisation keeps the length.
 */
const LENGTHEN_BY = 0.4;

function lengthenWord(word) {
  const letters = [...word];
  const extra = Math.round(letters.length * LENGTHEN_BY);
  return letters
    .map((letter, i) => {
      const twice =
        Math.floor(((i + 1) * extra) / letters.length) > Math.floor((i * extra) / letters.length);
      return twice ? letter + letter : letter;
    })
    .join('');
}

/** Text of a compiled message: its words lengthened, its rich-text tags (`<0>`) kept. */
const lengthenText = (text) =>
  text
    .split(/(<\/?\w+\/?>)/)
    .map((part, i) => (i % 2 ? part : part.replace(/\p{L}+/gu, lengthenWord)))
    .join('');

/** A compiled message: text strings, and [name, format?, branches?] for its placeholders. */
function lengthenMessage(message) {
  if (typeof message === 'string') return lengthenText(message);
  return message.map((token) => {
    if (typeof token === 'string') return lengthenText(token);
    const [name, format, branches] = token;
    if (!branches || typeof branches !== 'object') return token;
    const lengthened = Object.fromEntries(
      Object.entries(branches).map(([key, branch]) => [key, lengthenMessage(branch)]),
    );
    return [name, format, lengthened];
  });
}

const lengthenCatalog = (messages) =>
  Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, lengthenMessage(message)]),
  );

function translations(content) {
  return Object.fromEntries(
    Object.entries(po.parse(content)).map(([id, message]) => [id, message.translation]),
  );
}

/**
 * The ids of a catalog's messages in the order a non-source catalog ships its texts: the
 * source catalog's ids, sorted. The runtime (`@thrive/i18n` messagesOf) pairs them again with
 * the source messages it already holds, so a reader of another locale downloads texts, not ids.
 */
const shippedOrder = (source) => Object.keys(source).sort();

/**
 * A catalog compiled as shipped: the source locale's and the pseudo-locale's as `{ id: message }`,
 * any other locale's as its messages alone, in `shippedOrder` of the source's ids.
 * `failOnMissing` (the browser build): a message missing from a written locale fails instead
 * of falling back to the source's.
 */
function compile(content, filename, { failOnMissing = false } = {}) {
  const locale = path.basename(filename, '.po');
  const source = translations(readFileSync(sourceOf(filename), 'utf8'));
  const own = translations(content);
  if (failOnMissing && locale !== PSEUDO) {
    const missing = Object.keys(source).filter((id) => !own[id]);
    if (missing.length)
      throw new Error(`${filename}: no "${locale}" text for ${missing.join(', ')}`);
  }
  // As the loader does: a message missing from a locale falls back to the source's.
  const messages = Object.fromEntries(
    Object.keys(source).map((id) => [id, (locale !== PSEUDO && own[id]) || source[id]]),
  );
  const { source: json, errors } = createCompiledCatalog(locale, messages, {
    strict: true,
    namespace: 'json',
    pseudoLocale: PSEUDO,
  });
  if (errors.length) throw new Error(`${filename}: ${errors.map((e) => e.id).join(', ')}`);
  const compiled = JSON.parse(json).messages;
  if (locale === PSEUDO) return lengthenCatalog(compiled);
  if (locale === SOURCE) return compiled;
  return shippedOrder(source).map((id) => compiled[id]);
}

module.exports = {
  compile,
  shippedOrder,
  process(content, filename) {
    return {
      code: `module.exports = { messages: ${JSON.stringify(compile(content, filename))} };`,
    };
  },
  // A pseudo-locale (or any locale's fallbacks) changes with the source catalog too.
  // This file's own code too: a change to how catalogs compile (the pseudo-locale's
  // lengthening) must not be hidden by Jest's cache of the previous output.
  getCacheKey(content, filename) {
    return createHash('sha256')
      .update(readFileSync(__filename))
      .update(content)
      .update(readFileSync(sourceOf(filename)))
      .update(filename)
      .digest('hex');
  },
};
