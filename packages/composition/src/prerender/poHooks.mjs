/**
 * Node module hooks for the build's tsx step (buildRemote.ts): a remote's src/publicForms.ts
 * reads copy whose words are in Lingui catalogs, and a `.po` import becomes the compiled
 * module the browser build gets from @lingui/loader (the same compiler as the unit tests,
 * test/poTransform.cjs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const poTransform = require('../../../../test/poTransform.cjs');

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.po')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = poTransform.process(readFileSync(filename, 'utf8'), filename);
  return {
    format: 'module',
    shortCircuit: true,
    source: `const module = { exports: {} };\n${code}\nexport const messages = module.exports.messages;\n`,
  };
}
