import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// Web Push's words (the offer and the account's switches): loaded with the pages that use them.
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
