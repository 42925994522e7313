import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The words of every marketing page's frame (header, menu drawer, footer): loaded with the
// layout, so a page in another locale fetches this catalog and its own page's, nothing more.
void registerCatalog({
  source,
  others: {
    pcm: () => import('./locales/pcm.po'),
    // Built in development, tests, and where offered (pseudoLocaleBuilt); dropped elsewhere.
    ...(process.env.THRIVE_PSEUDO_LOCALE !== 'false' && {
      'pseudo-LOCALE': () => import('./locales/pseudo-LOCALE.po'),
    }),
  },
});
