/**
 * @thrive/composition — what the browser needs of page composition: the attributes and
 * elements the shell's server writes into a composed page, the staging-overrides cookie, and
 * the shape of a public remote's route table.
 * Browser-safe. The composer is `@thrive/composition/server`, the prerender build
 * `@thrive/composition/build`.
 */
export {
  EARLY_PRELOADS_ID,
  HYDRATION_HINTS_ID,
  KEPT_PAGE_ATTRIBUTE,
  KEPT_PAGE_OUTDATED,
  keptPageOutdated,
  MANIFEST_ATTRIBUTE,
  OFFLINE_PAGE_ATTRIBUTE,
  OFFLINE_PAGE_PATH,
  OFFLINE_PAGES_ELEMENT_ID,
  OVERRIDES_COOKIE,
  overriddenRemotes,
  overridesCookie,
  PRERENDERED_ATTRIBUTE,
  prerenderedRemote,
  PRERENDERED_CSS_ATTRIBUTE,
  settlePrerenderedCss,
  RUNTIME_CONFIG_ELEMENT_ID,
  type HydrationHint,
} from './prerendered';
export {
  CHARSET,
  ENTRY_ATTRIBUTE,
  ENTRY_INTEGRITY_ATTRIBUTE,
  INTEGRITY_SUFFIX,
  localeStartupAttribute,
  STARTUP_ATTRIBUTE,
  STARTUP_INTEGRITY_ATTRIBUTE,
} from './loaderContract';
export { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY } from './fonts/shellFonts';
export { NOT_FOUND_PATH, queryValue, type PageRoute, type QueryParameter } from './contract';
export { lazyPage, preparePage, type LazyPage } from './lazyPage';
export {
  APP_ICONS_PATH,
  APPLE_TOUCH_ICON,
  WEB_MANIFEST_PATH,
  WEB_MANIFEST_TYPE,
  withWebAppHead,
} from './webAppHead';
