CREATE TABLE "recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"reader_id" uuid,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_one_owner" CHECK ((admin_id IS NULL) <> (reader_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "second_factor_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"reader_id" uuid,
	"purpose" text NOT NULL,
	"challenge" text,
	"pending_totp_secret" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "second_factor_tickets_one_owner" CHECK ((admin_id IS NULL) <> (reader_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"reader_id" uuid,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"credential_id" text,
	"public_key" text,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb,
	"totp_secret" text,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "second_factors_one_owner" CHECK ((admin_id IS NULL) <> (reader_id IS NULL))
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_tickets" ADD CONSTRAINT "second_factor_tickets_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_tickets" ADD CONSTRAINT "second_factor_tickets_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_admin_idx" ON "recovery_codes" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_reader_idx" ON "recovery_codes" USING btree ("reader_id");--> statement-breakpoint
CREATE INDEX "second_factor_tickets_expires_idx" ON "second_factor_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "second_factors_credential_key" ON "second_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "second_factors_admin_idx" ON "second_factors" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "second_factors_reader_idx" ON "second_factors" USING btree ("reader_id");