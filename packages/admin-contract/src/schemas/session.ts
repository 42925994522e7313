/** The console's sign-in: the answers of /admin/sign-in and its second step. */
import { Type } from '@sinclair/typebox';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const AdminSchema = Type.Object({ id: Type.String(), email: Type.String() });

/** A signed-in admin: the bearer token, who it is, and when the session ends (ISO 8601). */
export const AdminSessionSchema = Type.Object({
  token: Type.String(),
  admin: AdminSchema,
  expires_at: Type.String(),
});

/** A right password: the second step next (a check, or a first factor to add), with its ticket. */
export const AdminSecondStepSchema = Type.Object({
  second_factor: literals(['verify', 'enrol'] as const),
  ticket: Type.String(),
  methods: Type.Array(literals(['passkey', 'totp', 'recovery-code'] as const)),
  expires_at: Type.String(),
});

/** The session after a recovery code, with how many codes are left. */
export const AdminRecoveredSessionSchema = Type.Composite([
  AdminSessionSchema,
  Type.Object({ recovery_codes_left: Type.Number() }),
]);

/** The session after a factor was added at sign-in: the ten recovery codes with the first one only. */
export const AdminEnrolledSessionSchema = Type.Composite([
  AdminSessionSchema,
  Type.Object({ recovery_codes: Type.Union([Type.Array(Type.String()), Type.Null()]) }),
]);
