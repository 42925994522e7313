import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The words of every marketing page's frame (header, menu drawer, footer): loaded with the
// layout, so a page in another locale fetches this catalog and its own page's, nothing more.
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
