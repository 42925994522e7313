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

/**
 * POST /studio/session's answer to a right password: no session yet, the second step next (a
 * check of a passkey, app code or recovery code, or a first factor to set up), with its ticket.
 */
export const StudioSecondStepSchema = Type.Object({
  second_factor: Type.Union([Type.Literal('verify'), Type.Literal('enrol')]),
  ticket: Type.String(),
  methods: Type.Array(
    Type.Union([Type.Literal('passkey'), Type.Literal('totp'), Type.Literal('recovery-code')]),
  ),
  expires_at: Type.String(),
});

/** The session after a first factor was set up: with the ten recovery codes, shown once. */
export const StudioEnrolledSessionSchema = Type.Composite([
  StudioSessionSchema,
  Type.Object({ recovery_codes: Type.Union([Type.Array(Type.String()), Type.Null()]) }),
]);

/** The session after a recovery code, with how many are left. */
export const StudioRecoveredSessionSchema = Type.Composite([
  StudioSessionSchema,
  Type.Object({ recovery_codes_left: Type.Number() }),
]);

/** GET /studio/me. */
export const StudioMeSchema = Type.Object({ contributor: ContributorSchema });

export type Contributor = Static<typeof ContributorSchema>;
export type StudioSession = Static<typeof StudioSessionSchema>;
export type StudioSecondStep = Static<typeof StudioSecondStepSchema>;
export type StudioEnrolledSession = Static<typeof StudioEnrolledSessionSchema>;

/**
 * The writers' terms a contributor accepts with their invitation: the version the studio shows
 * and the API records (a new version is a new string; accepting an older one is refused).
 */
export const WRITERS_TERMS_VERSION = '2026-12';

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

export type OpenInvitation = Static<typeof OpenInvitationSchema>;
