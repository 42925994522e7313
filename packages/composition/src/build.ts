/**
 * @thrive/composition/build — for the builds (rspack.base.ts, scripts/prerender.ts): the
 * prerender of a remote's route table and the plugins of the browser builds it relies on.
 */
export { buildRemote } from './prerender/buildRemote';
export { serverBundleDir } from './prerender/config';
export { ChunkModulesPlugin, readChunkModules } from './prerender/chunkModules';
export { FontFacesPlugin } from './fonts/fontFacesPlugin';
