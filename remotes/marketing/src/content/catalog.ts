import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The home page's copy and the story about anonymity told on several pages (content/): its
// Pidgin catalog is fetched only by a page that imports this copy, in that locale.
void registerCatalog({
  source,
  others: {
    pcm: () => import('./locales/pcm.po'),
    // Development and tests only: the production build drops the pseudo-locale.
    ...(process.env.NODE_ENV !== 'production' && {
      'pseudo-LOCALE': () => import('./locales/pseudo-LOCALE.po'),
    }),
  },
});
