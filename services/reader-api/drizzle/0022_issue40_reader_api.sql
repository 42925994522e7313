-- Issue 40 (reader API): device cookies are signed with the account's credential generation,
-- bumped by every password reset or change (L5); wrong authenticator-app codes in a row lock
-- the app after TOTP_LOCK_AFTER_FAILURES until a passkey or recovery code signs in (L6).
ALTER TABLE "readers" ADD COLUMN "credential_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;