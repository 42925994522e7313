/**
 * @thrive/platform — the one description of the platform. Browser-safe: nothing here reads
 * `process`; Node callers use `@thrive/platform/node` for the values of this machine.
 */
export {
  ADMIN_HOST_LABEL,
  api,
  appNames,
  apps,
  DIST_ENV,
  ENVIRONMENT_ENV,
  PLATFORM_DIR_ENV,
  RELEASES_PATH,
  hostKinds,
  REMOTE_APP_MODULE,
  remoteNames,
  remotes,
  remotesOfHost,
  shell,
  STAGING_ORIGINS_ENV,
  type AppName,
  type HostKind,
  type RemoteApp,
  type RemoteName,
} from './apps';
export { paths, type LinkPath } from './paths';
export {
  defaultOrigins,
  defaultPorts,
  originsOf,
  portsFrom,
  type Environment,
  type Origins,
  type Ports,
} from './topology';
export {
  DEFAULT_API_BASE_URL,
  DEFAULT_RUNTIME_CONFIG,
  defaultHosts,
  defaultRuntimeConfig,
  MANIFEST_FILE,
  manifestUrl,
  remoteOrigins,
  DEFAULT_SITE_SETTINGS,
  STORE_HOSTS,
  type Helpline,
  type PrivacyContact,
  type RemoteLocation,
  type RemoteMount,
  type RuntimeConfig,
  type StagingOverrides,
  type StoreUrls,
} from './contract';
export { assertRuntimeConfig, parseRuntimeConfig, type ParseResult } from './runtimeConfig';
export { runtimeConfigFromEnv, SITE_SETTINGS_ENV } from './fromEnvironment';
export {
  cookieValue,
  DATA_SAVER_ATTRIBUTE,
  DATA_SAVER_COOKIE,
  DATA_SAVER_PATH,
  DATA_SAVER_REASON_ATTRIBUTE,
  DATA_SAVER_STORAGE_KEY,
  DATA_SAVER_SWITCH_ATTRIBUTE,
  dataSaverCookie,
  dataSaverCookieChoice,
  dataSaverFromRequest,
  dataSaverMode,
  DEFAULT_DATA_PRICE_NAIRA_PER_GB,
  isSlowLink,
  NETWORK_HINTS,
  SLOW_LINK_NOTE_ATTRIBUTE,
  SLOW_LINK_REASON,
  SLOW_LINK_RTT_MS,
  slowLinkFromHints,
  type DataSaverChoice,
  type DataSaverMode,
  type DataSaverReason,
  type DataSaverSignals,
} from './dataSaver';
export {
  HIDDEN_TOPICS_COOKIE,
  HIDDEN_TOPICS_PATH,
  HIDE_TOPICS_ID,
  TOPICS,
  hiddenThemeOf,
  hiddenTopicsCookie,
  hiddenTopicsFromCookie,
  knownTopicKeys,
  topicByKey,
  type Topic,
} from './hiddenTopics';
export { KEPT_PAGE_ATTRIBUTE, KEPT_PAGE_OUTDATED } from './keptPage';
export { keepPageForOffline, KEEP_PAGE_MESSAGE } from './offlinePages';
export { selectHost } from './hostSelection';
export { remoteForPath } from './remoteForPath';
export type { RemoteAppModule } from './remoteModule';
export { routerExports, treeShakenShared, type RouterExport } from './sharedExports';
export { yieldToMain } from './federationRuntime/yieldToMain';
export { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } from './federationRuntime/globals';
export {
  formPathMatches,
  formPayload,
  formRouteProblems,
  SESSION_FIELD,
  normaliseFormValues,
  validateForm,
  type FieldErrors,
  type FieldRule,
  type FormDescriptor,
  type FormField,
  type FormSuccess,
  type FormValues,
} from './forms';
export {
  alternateLocales,
  languageTag,
  localeBasename,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeOfPath,
  localizedPath,
  locales,
  offeredLocale,
  offeredLocales,
  PSEUDO_LOCALE,
  shippedLocale,
  shippedLocales,
  SOURCE_LOCALE,
  type Locale,
  type LocaleCode,
} from './locales';
