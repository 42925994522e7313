/**
 * The console's people (writers, consultants, readers): records, list pages, the dashboard,
 * deleted profiles, the audit log and a profile's activity, as the API sends them.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Nullable } from '@thrive/reader-contract/schemas';
import { GENDERS, GENRES, OWN_ACTIVITY_KINDS, STATUSES } from '../constants';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const GenderSchema = literals(GENDERS);
export const StatusSchema = literals(STATUSES);
export const ListKindSchema = literals(['writers', 'consultants', 'users'] as const);

/** An uploaded Credentials or Experience file, as the profile shows it. */
export const FileInfoSchema = Type.Object({
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Number(),
});

/** A writer or consultant. */
export const MemberRecordSchema = Type.Object({
  _id: Type.Number(),
  name: Type.String(),
  display_name: Type.String(),
  username: Type.String(),
  /** ISO date, e.g. '2023-04-12'. */
  date_joined: Type.String(),
  email: Type.String(),
  gender: GenderSchema,
  /** 'State, Country', e.g. 'Lagos, Nigeria'. */
  location: Type.String(),
  phone_number: Type.String(),
  follower_count: Type.Number(),
  genre: literals(GENRES),
  status: StatusSchema,
  about: Type.String(),
  credentials: Nullable(FileInfoSchema),
  experience: Nullable(FileInfoSchema),
  deleted_at: Nullable(Type.String()),
});

/** A reader (user). */
export const UserRecordSchema = Type.Object({
  _id: Type.Number(),
  /** The reader's account id (UUID). */
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  date_joined: Type.String(),
  email: Type.String(),
  gender: Nullable(GenderSchema),
  location: Type.Object({ State: Type.String(), Country: Type.String() }),
  phone_number: Type.String(),
  follower_count: Type.Number(),
  /** SPEC section 3: true means premium, false means free. */
  isActive: Type.Boolean(),
  status: StatusSchema,
  deleted_at: Nullable(Type.String()),
});

/** One page of a list and the list's total (for 'Page X of Y'). */
export const ListPageSchema = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    total: Type.Number(),
    page: Type.Number(),
    pageSize: Type.Number(),
    pageCount: Type.Number(),
  });

/** The dashboard's live counts. */
export const DashboardCountsSchema = Type.Object({
  totalUsers: Type.Number(),
  activeUsers: Type.Number(),
  totalWriters: Type.Number(),
  activeWriters: Type.Number(),
  totalFreeUsers: Type.Number(),
  totalPremiumUsers: Type.Number(),
  totalConsultants: Type.Number(),
  activeConsultants: Type.Number(),
  deletedProfiles: Type.Number(),
});

/** A profile in Deleted Profiles, restorable until `purge_at`. */
export const DeletedProfileSchema = Type.Object({
  kind: ListKindSchema,
  _id: Type.Number(),
  name: Type.String(),
  email: Type.String(),
  deleted_at: Type.String(),
  purge_at: Type.String(),
});

/** One entry of the audit log (GET /admin/audit-log): `before` and `after` as recorded. */
export const AuditEntrySchema = Type.Object({
  id: Type.Number(),
  admin: Type.String(),
  action: Type.String(),
  entity_type: Type.String(),
  entity_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Type.String(),
});

export const AuditLogPageSchema = Type.Object({
  rows: Type.Array(AuditEntrySchema),
  total: Type.Number(),
  page: Type.Number(),
  pageSize: Type.Number(),
});

/** One field an admin changed, as the activity feed says it ('Status: Active → Inactive'). */
export const ActivityChangeSchema = Type.Object({
  field: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});

/** What an admin (or the system) did to this person, and when, from the audit log. */
export const ActivityItemSchema = Type.Object({
  id: Type.Number(),
  /** ISO timestamp. */
  at: Type.String(),
  /** The admin's e-mail, or 'system' for scheduled work. */
  admin: Type.String(),
  action: Type.String(),
  changes: Type.Array(ActivityChangeSchema),
  /** For a download: which file ('credentials' or 'experience'). */
  file: Nullable(Type.String()),
});

export const OwnActivityItemSchema = Type.Object({
  /** Unique within the feed ('answer-12', 'like-story-3'). */
  key: Type.String(),
  /** ISO timestamp. */
  at: Type.String(),
  kind: literals(OWN_ACTIVITY_KINDS),
});

/** GET /admin/{kind}/{id}/activity */
export const ActivityFeedAnswerSchema = Type.Object({
  /** What admins did to the person (the audit log), newest first. */
  items: Type.Array(ActivityItemSchema),
  /** What the person did, newest first. */
  own: Type.Array(OwnActivityItemSchema),
});

// ---- Studio access (issue 43) ----------------------------------------------------------------

/** Where an invitation is: sent and open, accepted, or past its seven days. */
export const InvitationStateSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('invited'),
  Type.Literal('accepted'),
  Type.Literal('expired'),
]);

/** The console's view of a writer's or consultant's invitation. */
export const InvitationStatusSchema = Type.Object({
  state: InvitationStateSchema,
  sent_at: Nullable(Type.String()),
  expires_at: Nullable(Type.String()),
  accepted_at: Nullable(Type.String()),
});

/**
 * GET /admin/{writers|consultants}/invitations?ids=1,2,…: the invitation of each listed person
 * (at most 100, a list page), keyed by id; ids of nobody of that role are left out.
 */
export const InvitationStatusesSchema = Type.Object({
  invitations: Type.Record(Type.String(), InvitationStatusSchema),
});
