import type { QueryParameter } from '@thrive/composition';

/** The token an e-mail link carries (`?token=`), sent only when the reader confirms. */
export const EMAIL_LINK_TOKEN: QueryParameter = { name: 'token', maxLength: 256 };
