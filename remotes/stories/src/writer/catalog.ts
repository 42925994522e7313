import { registerCatalog } from '@thrive/i18n';
import { messages as source } from './locales/en.po';

// A writer's page's words: loaded with its chunk, so only /writers/<username> fetches them.
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
