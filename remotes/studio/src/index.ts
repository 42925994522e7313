// Async boundary: lets the federation runtime negotiate shared singletons before any app code runs.
// Named so production builds leave it out of chunk splitting (rspack.base.ts `splitChunks`).
import(/* webpackChunkName: "standalone" */ './bootstrap');
