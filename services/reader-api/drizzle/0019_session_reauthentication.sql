-- Recent authentication (issue 40, M1): when the session's owner last proved it is them (the
-- sign-in, or the password or a second factor asked again). Second-factor changes and ending
-- other sessions need it within the last 5 minutes.
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;
