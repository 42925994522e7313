/**
 * The admin API's contract (issue 12), stated once for both sides: the API
 * (services/reader-api/src/admin) sends these records and the console (remotes/admin) reads
 * them. Types and constants only, so each side builds on its own with it. SPEC section 3.
 * The records' types are `Static` of their wire schemas (./schemas, imported as types only).
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from './schemas';
import { GENDERS, GENRES, MODERATED_KINDS, OWN_ACTIVITY_KINDS, STATUSES } from './constants';

export { GENDERS, GENRES, MODERATED_KINDS, OWN_ACTIVITY_KINDS, STATUSES };

export type Genre = (typeof GENRES)[number];

export type Gender = (typeof GENDERS)[number];

export type Status = (typeof STATUSES)[number];

/** The console's lists, as they appear in the API's paths (`/admin/<kind>`). */
export type ListKind = 'writers' | 'consultants' | 'users';
/** The lists of members (writers and consultants), who share one record shape. */
export type MemberKind = 'writers' | 'consultants';

/** SPEC sections 4 and 9: the page sizes a list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** An uploaded Credentials or Experience file, as the profile shows it. */
export type FileInfo = Static<typeof schemas.FileInfoSchema>;

/** A writer or consultant. */
export type MemberRecord = Static<typeof schemas.MemberRecordSchema>;

/** A reader (user). */
export type UserRecord = Static<typeof schemas.UserRecordSchema>;

/** A writer's or consultant's studio invitation: none, invited, accepted or expired (issue 43). */
export type InvitationStatus = Static<typeof schemas.InvitationStatusSchema>;
export type InvitationState = Static<typeof schemas.InvitationStateSchema>;

/** One page of a list and the list's total (for 'Page X of Y'). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The dashboard's live counts. */
export type DashboardCounts = Static<typeof schemas.DashboardCountsSchema>;

/** A profile in Deleted Profiles, restorable until `purge_at`. */
export type DeletedProfile = Static<typeof schemas.DeletedProfileSchema>;

/** One field an admin changed, as the activity feed says it ('Status: Active → Inactive'). */
export type ActivityChange = Static<typeof schemas.ActivityChangeSchema>;

/**
 * One entry of a profile's 'Recent activities': what an admin (or the system) did to this
 * person, and when, from the audit log. `action` is the audit log's (create, update, delete,
 * restore, password-reset-email, download, …).
 */
export type ActivityItem = Static<typeof schemas.ActivityItemSchema>;

/** How many entries a profile's feed shows (the newest). */
export const ACTIVITY_LIMIT = 20;

export type OwnActivityKind = (typeof OWN_ACTIVITY_KINDS)[number];

export type OwnActivityItem = Static<typeof schemas.OwnActivityItemSchema>;

/** GET /admin/{kind}/{id}/activity */
export type ActivityFeedAnswer = Static<typeof schemas.ActivityFeedAnswerSchema>;

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

// ---- Moderation speed (issues 42 and 45) ----------------------------------------------------

/** How fast a kind of item was decided over the last MODERATION_SPEED_DAYS: seconds. */
export type SpeedFigures = Static<typeof schemas.SpeedFiguresSchema>;

export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** An urgent item nobody has decided for longer than URGENT_WAIT_MINUTES. */
export type UrgentWaiting = Static<typeof schemas.UrgentWaitingSchema>;

/** GET /admin/moderation-speed */
export type ModerationSpeed = Static<typeof schemas.ModerationSpeedSchema>;

export const MODERATION_SPEED_DAYS = 7;
/** An urgent item waiting longer than this is shown at the top of every console page. */
export const URGENT_WAIT_MINUTES = 15;

// ---- Moderation queues (the API's answers; the console's moderation pages read them) --------

/** A story as the moderator sees it (GET /admin/stories, /admin/stories/:id). */
export type AdminStoryRow = Static<typeof schemas.AdminStoryRowSchema>;
/** An answer under a question in the queue. */
export type AdminAnswer = Static<typeof schemas.AdminAnswerSchema>;
/** A question as the moderator sees it, with its answers. */
export type AdminQuestion = Static<typeof schemas.AdminQuestionSchema>;
/** A comment as the moderator sees it: what was typed, what would be published, the flags. */
export type AdminComment = Static<typeof schemas.AdminCommentSchema>;
/** The reported item beside a report. */
export type ReportedItem = Static<typeof schemas.ReportedItemSchema>;
/** A report as the moderator sees it. */
export type AdminReport = Static<typeof schemas.AdminReportSchema>;

// ---- Writers' earnings (issue 43): the statement the console shows on a writer's profile ----

export {
  formatNaira,
  formatStatementMonth,
  QUALIFIED_READ_SECONDS,
  type EarningRate,
  type EarningsStatement,
} from '@thrive/reader-contract/studioReaders';
