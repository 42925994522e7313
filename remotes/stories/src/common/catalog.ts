import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The words every stories page shares (a story's card, dates, loading): loaded with the first page's chunk.
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
