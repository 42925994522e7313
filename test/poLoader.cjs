// The browser build's loader for a catalog in any locale but the source (rspack.base.ts; the
// source's is @lingui/loader's): the same compiler as the unit tests and the prerender
// (poTransform.cjs). It lengthens the pseudo-locale as @lingui/loader cannot, and ships a
// written locale's texts without their ids (the page holds them in the source catalog), so a
// reader of Pidgin downloads about a quarter fewer bytes of messages (docs/i18n-design.md).
const path = require('node:path');
const poTransform = require('./poTransform.cjs');

module.exports = function poLoader(content) {
  this.addDependency(path.join(path.dirname(this.resourcePath), 'en.po'));
  const shipped = poTransform.compile(content, this.resourcePath, { failOnMissing: true });
  // JSON.parse of a string: smaller than an object literal, and parsed faster.
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(shipped))});\n`;
};
