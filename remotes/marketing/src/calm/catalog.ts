import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The grounding exercise's and the safety plan's words (issue 45): loaded with their chunk, so
// only those two pages fetch them; the service worker keeps both pages for offline.
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
