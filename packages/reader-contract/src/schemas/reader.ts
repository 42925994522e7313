/**
 * The reader calls' answers as wire schemas (src/index.ts states their types from these).
 */
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

/** The reader as the API shows it (never the password hash). */
export const ReaderProfileSchema = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  premium: Type.Boolean(),
  /** ISO 8601, UTC. */
  created_at: Type.String(),
  /** 13 to 17 by the year of birth given at sign-up: the teen defaults apply (age.ts). */
  teen: Type.Boolean(),
});

/** A signed-in answer (login, confirmed code): the bearer token and who it belongs to. */
export const SessionAnswerSchema = Type.Object({
  token: Type.String(),
  user: ReaderProfileSchema,
});

/** GET /reader/me */
export const CurrentReaderAnswerSchema = Type.Object({ user: ReaderProfileSchema });

/** One signed-in session, as its reader sees it on the account page. */
export const ReaderSessionSchema = Type.Object({
  /** Random; names the session to end it (never the token). */
  id: Type.String(),
  /** The device in plain words, e.g. "Chrome on Android". */
  device: Type.String(),
  /** ISO 8601, UTC. */
  signedInAt: Type.String(),
  /** ISO 8601, UTC; written at most once a minute. */
  lastActiveAt: Type.String(),
  /** The session of the browser that asked. */
  current: Type.Boolean(),
});

/** GET /reader/sessions: most recently active first. */
export const SessionsAnswerSchema = Type.Object({ sessions: Type.Array(ReaderSessionSchema) });

/** POST /reader/email-change/confirm: the account under its new address. */
export const EmailChangedAnswerSchema = Type.Object({
  message: Type.String(),
  user: ReaderProfileSchema,
});

export const SecondFactorMethodSchema = Type.Union([
  Type.Literal('passkey'),
  Type.Literal('totp'),
  Type.Literal('recovery-code'),
]);
export const SecondFactorKindSchema = Type.Union([Type.Literal('passkey'), Type.Literal('totp')]);

/** POST /reader/login with the right password of a reader who added a second factor. */
export const SecondFactorChallengeSchema = Type.Object({
  second_factor: Type.Literal('verify'),
  ticket: Type.String(),
  methods: Type.Array(SecondFactorMethodSchema),
  /** ISO 8601, UTC. */
  expires_at: Type.String(),
});

/** One second factor, as its reader sees it. */
export const SecondFactorSummarySchema = Type.Object({
  id: Type.String(),
  kind: SecondFactorKindSchema,
  /** The name the reader gave it (may be empty). */
  label: Type.String(),
  /** ISO 8601, UTC. */
  created_at: Type.String(),
  /** ISO 8601, UTC; null until it is first used. */
  last_used_at: Nullable(Type.String()),
});

/** GET /reader/second-factor */
export const SecondFactorsAnswerSchema = Type.Object({
  factors: Type.Array(SecondFactorSummarySchema),
  recovery_codes_left: Type.Number(),
});

/** POST /reader/second-factor/add: a ticket for adding one factor. */
export const AddTicketAnswerSchema = Type.Object({
  ticket: Type.String(),
  expires_at: Type.String(),
});

/** POST /reader/second-factor/totp/setup: the new secret, and the same as an otpauth:// URI. */
export const TotpSetupAnswerSchema = Type.Object({ secret: Type.String(), uri: Type.String() });

/** 201 of …/passkey and …/totp: the new factor; the ten recovery codes with the first one only. */
export const FactorAddedAnswerSchema = Type.Object({
  id: Type.String(),
  recovery_codes: Nullable(Type.Array(Type.String())),
});

/** POST /reader/second-factor/recovery-codes: ten new codes (the old ones stop working). */
export const RecoveryCodesAnswerSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });

/** DELETE /reader/sessions/others: how many other sessions ended. */
export const OtherSessionsEndedAnswerSchema = Type.Object({ ended: Type.Number() });

/**
 * The WebAuthn options for the browser (`navigator.credentials.get` / `.create`), passed on
 * from @simplewebauthn/server as they are: their shape is WebAuthn's, not ours.
 */
export const PasskeyOptionsAnswerSchema = Type.Object({
  options: Type.Object({}, { additionalProperties: true }),
});
