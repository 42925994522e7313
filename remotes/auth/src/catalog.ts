import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The account pages' words (sign-up, code, login, reset, download, account): registered
// when the remote's module loads; a reader of another locale fetches its catalog once.
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
