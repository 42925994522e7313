/** A reader's sealed safety plan (issue 45) as the API keeps and answers it. */
import { Type } from '@sinclair/typebox';

/** PUT body, and (with `updatedAt`) the GET answer. */
export const EncryptedSafetyPlanSchema = Type.Object({
  /** Format of the sealed plan: 1 = AES-256-GCM over the plan's JSON, PBKDF2-SHA-256 key. */
  version: Type.Literal(1),
  ciphertext: Type.String(),
  iv: Type.String(),
  salt: Type.String(),
  iterations: Type.Number(),
});

export const StoredSafetyPlanSchema = Type.Composite([
  EncryptedSafetyPlanSchema,
  Type.Object({ updatedAt: Type.String() }),
]);

/** DELETE /reader/safety-plan: whether there was one. */
export const SafetyPlanRemovedSchema = Type.Object({ removed: Type.Boolean() });
