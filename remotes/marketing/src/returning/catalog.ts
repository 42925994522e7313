import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The returning reader's block on the home page: another locale's words share one file with the
// home page's copy (the chunk name, as in content/catalog.ts): one download for the page.
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
