import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The writer cards' words: registered with the carousel's slides (a lazy part of the home page),
// its English with them. Another locale's words share one file with the home page's copy
// (the chunk name, as in content/catalog.ts, merges them): the page's messages in one download,
// fewer bytes than two (docs/i18n-design.md, "Messages a page loads").
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
