import type { UserRow, WriterRow } from './rows';

/** Search covers the text and number columns (SPEC section 5): S/N, Name, Username, Email, Genre, Sex, Status. */
export const WRITER_SEARCH_COLUMNS: readonly (keyof WriterRow)[] = [
  'sn',
  'name',
  'username',
  'email',
  'genre',
  'gender',
  'status',
];

/** The writers' columns without Genre. */
export const USER_SEARCH_COLUMNS: readonly (keyof UserRow)[] = [
  'sn',
  'name',
  'username',
  'email',
  'gender',
  'status',
];
