/**
 * The studio (issue 43): writers and consultants signed in to write. The answers of
 * /studio/session and /studio/me as wire schemas; the studio remote's types are `Static` of these.
 */
import { Type, type Static } from '@sinclair/typebox';

export const ContributorRoleSchema = Type.Union([
  Type.Literal('writer'),
  Type.Literal('consultant'),
]);

/** The signed-in writer or consultant, as the studio shows them. */
export const ContributorSchema = Type.Object({
  member_id: Type.Number(),
  role: ContributorRoleSchema,
  email: Type.String(),
  display_name: Type.String(),
  genre: Type.String(),
});

/** POST /studio/session's body: the address and password the person set. */
export const StudioSignInBodySchema = Type.Object({
  email: Type.String(),
  password: Type.String(),
});

/** POST /studio/session: a studio bearer token (never valid on reader or admin routes). */
export const StudioSessionSchema = Type.Object({
  token: Type.String(),
  expires_at: Type.String(),
  contributor: ContributorSchema,
});

/** GET /studio/me. */
export const StudioMeSchema = Type.Object({ contributor: ContributorSchema });

export type Contributor = Static<typeof ContributorSchema>;
export type StudioSession = Static<typeof StudioSessionSchema>;

/**
 * The writers' terms a contributor accepts with their invitation: the version the studio shows
 * and the API records (a new version is a new string; accepting an older one is refused).
 */
export const WRITERS_TERMS_VERSION = '2026-12';

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
  sent_at: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  accepted_at: Type.Union([Type.String(), Type.Null()]),
});

/** POST /studio/invitation/open {token}: whose invitation it is, before they set anything. */
export const OpenInvitationSchema = Type.Object({
  display_name: Type.String(),
  email: Type.String(),
  role: ContributorRoleSchema,
  expires_at: Type.String(),
  terms_version: Type.String(),
});

/** POST /studio/invitation/accept's body. */
export const AcceptInvitationBodySchema = Type.Object({
  token: Type.String(),
  password: Type.String(),
  terms_version: Type.String(),
});

export type InvitationState = Static<typeof InvitationStateSchema>;
export type InvitationStatus = Static<typeof InvitationStatusSchema>;
export type OpenInvitation = Static<typeof OpenInvitationSchema>;
