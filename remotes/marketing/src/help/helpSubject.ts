import type { QueryParameter } from '@thrive/composition';

/** `/help?subject=` pre-fills the contact form's subject (links from other pages). */
export const HELP_SUBJECT: QueryParameter = { name: 'subject', maxLength: 120 };
