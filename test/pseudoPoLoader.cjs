// The browser build's loader for a pseudo-locale catalog (rspack.base.ts): the pseudo-locale is
// made from the English catalog beside it, by the same compiler as the unit tests and the
// prerender (poTransform.cjs), which lengthens it as @lingui/loader cannot.
const path = require('node:path');
const poTransform = require('./poTransform.cjs');

module.exports = function pseudoPoLoader(content) {
  this.addDependency(path.join(path.dirname(this.resourcePath), 'en.po'));
  return poTransform.process(content, this.resourcePath).code;
};
