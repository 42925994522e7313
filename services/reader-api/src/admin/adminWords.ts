/** The admin API's own messages (English: the console is English-only, SPEC section 3). */
export const ADMIN_INVALID_SIGN_IN = 'Invalid email or password.';
export const PERSON_NOT_FOUND = 'User Not Found';
export { ADMIN_NOT_SIGNED_IN, READER_TOKEN_REFUSED } from '../core/guards/adminGuard.ts';
