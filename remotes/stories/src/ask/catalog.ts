import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The ask pages' words (/ask, /ask/sent, the form's no-JavaScript messages): loaded with their chunks.
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
