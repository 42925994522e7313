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
    // Development and tests only: the production build drops the pseudo-locale.
    ...(process.env.NODE_ENV !== 'production' && {
      'pseudo-LOCALE': () => import('./locales/pseudo-LOCALE.po'),
    }),
  },
});
