// A Lingui catalog (remotes/<name>/src/locales/<locale>.po), compiled at build time by
// @lingui/loader (rspack.base.ts) and in unit tests by test/poTransform.cjs.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
