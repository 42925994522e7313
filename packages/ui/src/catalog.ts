import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The UI kit's words: its shared components (the crisis help, which is the shell's, the data
// saver, problems and loading states) render the same in the shell and in every remote's
// prerendered page, so their messages ship with the kit.
void registerCatalog({
  source,
  // The offline page and the crisis help: kept by the service worker in every language.
  offline: true,
  others: {
    pcm: () => import('./locales/pcm.po'),
    // Built in development, tests, and where offered (pseudoLocaleBuilt); dropped elsewhere.
    ...(process.env.THRIVE_PSEUDO_LOCALE !== 'false' && {
      'pseudo-LOCALE': () => import('./locales/pseudo-LOCALE.po'),
    }),
  },
});
