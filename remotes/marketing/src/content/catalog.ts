import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The home page's copy and the story about anonymity told on several pages (content/): its
// Pidgin catalog is fetched only by a page that imports this copy, in that locale.
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
