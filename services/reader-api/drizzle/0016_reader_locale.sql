-- Readers' languages (issue 26): the language each account's and each request's e-mails are
-- written in, an offered locale code (checked by the API, src/mail/mailLocale.ts).
ALTER TABLE "readers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
