ALTER TABLE "mail_cooldowns" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_cooldowns" ADD COLUMN "sent_in_window" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;