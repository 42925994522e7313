import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// The frame's words (header, sections, a page that failed): loaded with the remote's module.
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
