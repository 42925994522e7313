import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The second-factor step's words (the reader's login, the console's): loaded with that step.
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
