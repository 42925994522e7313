/**
 * The people the console administers, as the API shows them: writers and consultants
 * (members) and readers (users), in the record shapes of SPEC section 3 with a real status.
 */
import type { Reader } from '../core/db/accountTables.ts';
import type { Member } from './adminTables.ts';

import type {
  FileInfo,
  Gender,
  Genre,
  MemberKind,
  MemberRecord,
  Status,
  UserRecord,
} from '@thrive/admin-contract';

// The contract (packages/admin-contract) states the values and records once for API and console.
export {
  GENDERS,
  GENRES,
  STATUSES,
  type FileInfo,
  type Gender,
  type Genre,
  type ListKind,
  type MemberKind,
  type MemberRecord,
  type Status,
  type UserRecord,
} from '@thrive/admin-contract';

/** The `role` column value of each member list. */
export const ROLE_OF: Record<MemberKind, 'writer' | 'consultant'> = {
  writers: 'writer',
  consultants: 'consultant',
};

const place = (state: string, country: string) =>
  [state, country].filter((part) => part.trim() !== '').join(', ');

export function memberRecord(
  member: Member,
  files: { credentials?: FileInfo | null; experience?: FileInfo | null } = {},
): MemberRecord {
  return {
    _id: member.id,
    name: member.name,
    display_name: member.displayName,
    username: member.username,
    date_joined: member.dateJoined,
    email: member.email,
    gender: member.gender as Gender,
    location: place(member.state, member.country),
    phone_number: member.phoneNumber,
    follower_count: member.followerCount,
    genre: member.genre as Genre,
    status: member.status as Status,
    about: member.about,
    credentials: files.credentials ?? null,
    experience: files.experience ?? null,
    deleted_at: member.deletedAt?.toISOString() ?? null,
  };
}

export function userRecord(reader: Reader): UserRecord {
  return {
    _id: reader.number,
    id: reader.id,
    name: `${reader.firstName} ${reader.lastName}`,
    username: reader.username ?? reader.email.split('@')[0] ?? '',
    date_joined: reader.createdAt.toISOString().slice(0, 10),
    email: reader.email,
    gender: (reader.gender as Gender | null) ?? null,
    location: { State: reader.state ?? '', Country: reader.country ?? '' },
    phone_number: reader.phoneNumber ?? '',
    follower_count: reader.followerCount,
    isActive: reader.premium,
    status: reader.status as Status,
    deleted_at: reader.deletedAt?.toISOString() ?? null,
  };
}

/** The audit action of an admin opening a person's profile (kept out of its activity feed). */
export const PROFILE_READ = 'profile-read';
