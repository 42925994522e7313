// A Lingui catalog (remotes/<name>/src/locales/<locale>.po), compiled at build time by
// @lingui/loader (the source locale's) or test/poLoader.cjs (the others', rspack.base.ts) and in
// unit tests by test/poTransform.cjs. Typed as the source's `{ id: message }`: another locale's
// ships its messages without ids, which only @thrive/i18n reads (its loaders, messagesOf).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
