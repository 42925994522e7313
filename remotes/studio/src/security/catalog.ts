import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The studio's sign-in security page's words (issue 43): loaded with its chunk.
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
