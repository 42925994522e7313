/**
 * A reader's safety plan kept in their account (issue 45), end-to-end private: the browser
 * encrypts the plan (AES-GCM, 256-bit key derived from a passphrase the reader chooses with
 * PBKDF2-HMAC-SHA-256, crypto.ts) and the API keeps only what it sends here. The server never
 * sees the passphrase, the key or the plan.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas';
export const SAFETY_PLAN_PATH = '/reader/safety-plan';

/** OWASP Password Storage Cheat Sheet (2023+): PBKDF2-HMAC-SHA-256 needs 600,000 iterations. */
export const PBKDF2_MIN_ITERATIONS = 600_000;
export const PBKDF2_MAX_ITERATIONS = 5_000_000;
/** AES-GCM's 96-bit nonce and a 128-bit salt, base64 (with padding). */
export const IV_BASE64_LENGTH = 16;
export const SALT_BASE64_LENGTH = 24;
/** The longest ciphertext kept (base64): a plan of 7 × 2,000 characters, encoded, fits well. */
export const SAFETY_PLAN_MAX_CIPHERTEXT = 64 * 1024;

/** PUT body, and (with `updatedAt`) the GET answer. */
export type EncryptedSafetyPlan = Static<typeof schemas.EncryptedSafetyPlanSchema>;

export type StoredSafetyPlan = Static<typeof schemas.StoredSafetyPlanSchema>;
