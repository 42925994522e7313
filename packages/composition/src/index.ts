/**
 * @thrive/composition — what the browser needs of page composition: the attributes and
 * elements the shell's server writes into a composed page, and the staging-overrides cookie.
 * Browser-safe. The composer and the prerender build are `@thrive/composition/node`.
 */
export {
  HYDRATION_HINTS_ID,
  MANIFEST_ATTRIBUTE,
  OVERRIDES_COOKIE,
  overriddenRemotes,
  overridesCookie,
  PRERENDERED_ATTRIBUTE,
  prerenderedRemote,
  RUNTIME_CONFIG_ELEMENT_ID,
  type HydrationHint,
} from './prerendered';
export type { PublicPage } from './contract';
// What a remote publishes (also read by the shell's server for its forms: constants and types only).
export { ROUTES_FILE, type PrerenderRoutes } from './contract';
