import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The home page's copy and the story about anonymity told on several pages (content/): its
// Pidgin catalog is fetched only by a page that imports this copy, in that locale, in one file
// with the writer cards' (writers/catalog.ts names the same chunk).
void registerCatalog({
  source,
  others: {
    pcm: () => import(/* webpackChunkName: "messages.pcm.home" */ './locales/pcm.po'),
    // Built in development, tests, and where offered (pseudoLocaleBuilt); dropped elsewhere.
    ...(process.env.THRIVE_PSEUDO_LOCALE !== 'false' && {
      'pseudo-LOCALE': () =>
        import(/* webpackChunkName: "messages.pseudo-LOCALE.home" */ './locales/pseudo-LOCALE.po'),
    }),
  },
});
