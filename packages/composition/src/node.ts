/**
 * @thrive/composition/node — for the shell's server, the builds and the tests (never browser
 * code): the composer, the files a remote publishes, and the prerender build.
 */
export {
  createComposer,
  PAGE_END_ID,
  type ComposedPage,
  type CompositionOptions,
  type PageRequest,
} from './composer';
export {
  REMOTE_BASE,
  ROUTES_FILE,
  type PrerenderedPage,
  type PrerenderRoutes,
  type PublicPage,
} from './contract';
export { buildRemote } from './prerender/buildRemote';
export { ChunkModulesPlugin } from './prerender/chunkModules';
export { FontFacesPlugin } from './fonts/fontFacesPlugin';
export { FONTS_FILE, type ShellFonts } from './fonts/shellFonts';
