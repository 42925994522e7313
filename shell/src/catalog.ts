import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The shell's own words (not-found, a remote that failed, the kept-page notice, the offline
// page). The crisis help is the shell's too, but ships in the UI kit with its component.
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
