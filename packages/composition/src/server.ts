/**
 * @thrive/composition/server — for the shell's server and the tests (never browser code): the
 * composer and the files a remote publishes. The prerender build is `@thrive/composition/build`.
 */
export {
  createComposer,
  PAGE_END_ID,
  type ComposedPage,
  type CompositionOptions,
  type PageRequest,
} from './composer';
export { dataPageAnswerer, type RenderAnswer } from './renderEndpoint';
export {
  NOT_FOUND_PATH,
  REMOTE_BASE,
  RENDER_ENTRY,
  RENDER_PATH,
  ROUTES_FILE,
  type DataPageRenderer,
  type RenderedDataPage,
  type PageRoute,
  type PrerenderedPage,
  type PrerenderRoutes,
} from './contract';
export { FONTS_FILE, type ShellFonts } from './fonts/shellFonts';
export {
  addressablePages,
  builtRoutes,
  linkedAddress,
  publishedPages,
  type PublishedPage,
} from './publishedPages';
