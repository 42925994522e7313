/**
 * @thrive/i18n — the readers' languages (issue 26, docs/i18n-design.md). One Lingui runtime for
 * the shell and every remote: this package, @lingui/core and @lingui/react are federated
 * singletons, so every app's messages go into the one `i18n` the shell activates.
 *
 * Messages are written by explicit id, `i18n._('ui.crisis.title')` (the form `lingui extract`
 * reads without macros); the English text is the source catalog's. Why not Lingui's macros:
 * docs/i18n-design.md, "Writing messages".
 */
export { i18n } from '@lingui/core';
export type { Messages } from '@lingui/core';
export {
  activateLocale,
  catalogsLoaded,
  preloadLocale,
  registerCatalog,
  type Catalog,
  type CompiledCatalog,
} from './catalogs';
