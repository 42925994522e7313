/**
 * Whose second factors, recovery codes and tickets a row holds: one owner column per audience
 * (admins' and readers' UUIDs, members' numbers), exactly one of them set (the tables' checks).
 * Owners are named by a string everywhere else: a member's number as text.
 */
import type { Audience } from './relyingParty.ts';

/** The owner column of one of the second-factor tables for an audience. */
export function ownerColumn<T extends { adminId: unknown; readerId: unknown; memberId: unknown }>(
  audience: Audience,
  table: T,
) {
  return audience === 'admin'
    ? table.adminId
    : audience === 'reader'
      ? table.readerId
      : table.memberId;
}

/** The owner columns of a new row: this audience's set, the others null. */
export function ownerValues(audience: Audience, ownerId: string) {
  return {
    adminId: audience === 'admin' ? ownerId : null,
    readerId: audience === 'reader' ? ownerId : null,
    memberId: audience === 'contributor' ? Number(ownerId) : null,
  };
}
