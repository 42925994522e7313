/**
 * The people the console administers, as the API shows them: writers and consultants
 * (members) and readers (users), in the record shapes of SPEC section 3 with a real status.
 */
import type { Reader } from '../db/schema.ts';
import type { Member } from './adminSchema.ts';

/** SPEC section 3, in the spec's order. */
export const GENRES = [
  'Tech & Innovation',
  'Career',
  'Mental Health',
  'Relationship',
  'Faith',
  'How to?',
  'Health',
  'History',
  'Lifestyle',
  'Business',
  'Psychology',
] as const;
export type Genre = (typeof GENRES)[number];
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
export const STATUSES = ['Active', 'Inactive'] as const;
export type Status = (typeof STATUSES)[number];

export type ListKind = 'writers' | 'consultants' | 'users';
export type MemberKind = 'writers' | 'consultants';
/** The `role` column value of each member list. */
export const ROLE_OF: Record<MemberKind, 'writer' | 'consultant'> = {
  writers: 'writer',
  consultants: 'consultant',
};

export interface FileInfo {
  fileName: string;
  contentType: string;
  size: number;
}

export interface MemberRecord {
  _id: number;
  name: string;
  display_name: string;
  username: string;
  date_joined: string;
  email: string;
  gender: Gender;
  location: string;
  phone_number: string;
  follower_count: number;
  genre: Genre;
  status: Status;
  about: string;
  credentials: FileInfo | null;
  experience: FileInfo | null;
  deleted_at: string | null;
}

export interface UserRecord {
  _id: number;
  /** The reader's account id (UUID). */
  id: string;
  name: string;
  username: string;
  date_joined: string;
  email: string;
  gender: Gender | null;
  location: { State: string; Country: string };
  phone_number: string;
  follower_count: number;
  /** SPEC section 3: true means premium, false means free. */
  isActive: boolean;
  status: Status;
  deleted_at: string | null;
}

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
