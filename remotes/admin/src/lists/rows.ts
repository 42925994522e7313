/** List rows: the admin API's records; the S/N column shows each person's number (`_id`). */
import type { InvitationStatus } from '@thrive/admin-contract';
import type { ApiUser, ApiWriter } from '../api/types';

/** A writer's or consultant's row; `invitation` where the list shows it (consultants). */
export type WriterRow = ApiWriter & { invitation?: InvitationStatus };
export type UserRow = ApiUser;
export type ListRow = WriterRow | UserRow;
