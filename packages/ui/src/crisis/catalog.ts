import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The crisis help's words (the shell's strings, kept beside the component that every app's
// prerendered page and the shell's render share).
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
