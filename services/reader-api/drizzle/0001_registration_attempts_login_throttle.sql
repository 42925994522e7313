CREATE TABLE "login_throttle" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "login_throttle_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reader_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "registration_attempts" ADD CONSTRAINT "registration_attempts_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_attempts_reader_idx" ON "registration_attempts" USING btree ("reader_id","created_at");--> statement-breakpoint
-- Registrations pending before this migration keep their one attempt (their own password).
INSERT INTO "registration_attempts" ("id", "reader_id", "first_name", "last_name", "password_hash", "created_at")
SELECT gen_random_uuid(), "id", "first_name", "last_name", "password_hash", "created_at" FROM "readers" WHERE "email_verified_at" IS NULL;
