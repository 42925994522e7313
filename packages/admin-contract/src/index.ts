/**
 * The admin API's contract (issue 12), stated once for both sides: the API
 * (services/reader-api/src/admin) sends these records and the console (remotes/admin) reads
 * them. Types and constants only, so each side builds on its own with it. SPEC section 3.
 */

/** The eleven genres, in the order the spec lists them. */
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

/** The console's lists, as they appear in the API's paths (`/admin/<kind>`). */
export type ListKind = 'writers' | 'consultants' | 'users';
/** The lists of members (writers and consultants), who share one record shape. */
export type MemberKind = 'writers' | 'consultants';

/** SPEC sections 4 and 9: the page sizes a list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** An uploaded Credentials or Experience file, as the profile shows it. */
export interface FileInfo {
  fileName: string;
  contentType: string;
  size: number;
}

/** A writer or consultant. */
export interface MemberRecord {
  _id: number;
  name: string;
  display_name: string;
  username: string;
  /** ISO date, e.g. '2023-04-12'. */
  date_joined: string;
  email: string;
  gender: Gender;
  /** 'State, Country', e.g. 'Lagos, Nigeria'. */
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

/** A reader (user). */
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

/** One page of a list and the list's total (for 'Page X of Y'). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The dashboard's live counts. */
export interface DashboardCounts {
  totalUsers: number;
  activeUsers: number;
  totalWriters: number;
  activeWriters: number;
  totalFreeUsers: number;
  totalPremiumUsers: number;
  totalConsultants: number;
  activeConsultants: number;
  deletedProfiles: number;
}

/** A profile in Deleted Profiles, restorable until `purge_at`. */
export interface DeletedProfile {
  kind: ListKind;
  _id: number;
  name: string;
  email: string;
  deleted_at: string;
  purge_at: string;
}

/** One field an admin changed, as the activity feed says it ('Status: Active → Inactive'). */
export interface ActivityChange {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * One entry of a profile's 'Recent activities': what an admin (or the system) did to this
 * person, and when, from the audit log. `action` is the audit log's (create, update, delete,
 * restore, password-reset-email, download, …).
 */
export interface ActivityItem {
  id: number;
  /** ISO timestamp. */
  at: string;
  /** The admin's e-mail, or 'system' for scheduled work. */
  admin: string;
  action: string;
  changes: ActivityChange[];
  /** For a download: which file ('credentials' or 'experience'). */
  file: string | null;
}

/** How many entries a profile's feed shows (the newest). */
export const ACTIVITY_LIMIT = 20;

/**
 * What the person did themselves, for the same feed (issue 42): the spec's activity kinds
 * ('You answered a question', 'You added a story', 'You liked a …', 'You added a comment'),
 * never the words or the item itself. A comment made anonymously is not listed.
 */
export const OWN_ACTIVITY_KINDS = [
  'answered-question',
  'added-story',
  'liked-story',
  'liked-answer',
  'liked-comment',
  'added-comment',
] as const;
export type OwnActivityKind = (typeof OWN_ACTIVITY_KINDS)[number];

export interface OwnActivityItem {
  /** Unique within the feed ('answer-12', 'like-story-3'). */
  key: string;
  /** ISO timestamp. */
  at: string;
  kind: OwnActivityKind;
}

/** GET /admin/{kind}/{id}/activity */
export interface ActivityFeedAnswer {
  /** What admins did to the person (the audit log), newest first. */
  items: ActivityItem[];
  /** What the person did, newest first. */
  own: OwnActivityItem[];
}

/** The files a writer's or consultant's Credentials and Experience may be. */
export type AcceptedFileType =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * A file's real type from its first 12 bytes (not its name or the browser's guess), or null
 * when it is none of the accepted ones. The API decides with it; the console checks a file
 * with it as soon as it is chosen.
 */
export function sniffFileType(bytes: Uint8Array): AcceptedFileType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}

/** The API's answer to a file of another type (415), word for word. */
export const fileTypeMessage = (label: 'Credentials' | 'Experience') =>
  `The ${label} file must be a PDF or an image (PNG, JPEG, WebP or GIF).`;

/** The API's answer to a file over the upload limit (413), word for word. */
export const fileSizeMessage = (maxBytes: number) =>
  `Each file must be at most ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`;
