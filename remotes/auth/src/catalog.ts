import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The account pages' words (sign-up, code, login, reset, download, account): registered
// when the remote's module loads; a reader of another locale fetches its catalog once.
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
