/**
 * The studio invitations of a list page's writers or consultants (issue 43): one call for the
 * page (`GET /admin/{kind}/invitations?ids=…`), and Resend for one person. A page whose states
 * cannot be read still shows its rows (the Invitation cells show a dash).
 */
import type { InvitationStatus, MemberKind } from '@thrive/admin-contract';
import { adminApi } from '../api/adminApi';
import type { ListRow } from './rows';

export async function withInvitations(kind: MemberKind, rows: ListRow[]): Promise<ListRow[]> {
  if (rows.length === 0) return rows;
  try {
    const { invitations } = await adminApi.get<{ invitations: Record<string, InvitationStatus> }>(
      `/admin/${kind}/invitations`,
      'The invitations could not be loaded.',
      { ids: rows.map((row) => row._id).join(',') },
    );
    return rows.map((row) =>
      invitations[row._id] ? { ...row, invitation: invitations[row._id] } : row,
    );
  } catch {
    return rows;
  }
}

/** Resend invitation: a new link (the open one stops working); the answer is the new state. */
export const resendInvitation = (kind: MemberKind, id: number) =>
  adminApi.post<InvitationStatus & { message: string }>(
    `/admin/${kind}/${id}/invitation`,
    {},
    'The invitation was not sent. Please try again.',
  );
