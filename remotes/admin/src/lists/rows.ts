/** List rows: the admin API's records; the S/N column shows each person's number (`_id`). */
import type { ApiUser, ApiWriter } from '../api/types';

export type WriterRow = ApiWriter;
export type UserRow = ApiUser;
export type ListRow = WriterRow | UserRow;
