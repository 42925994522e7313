CREATE TABLE "contributor_access" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"password_set_at" timestamp with time zone,
	"terms_version" text,
	"terms_accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contributor_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"sent_by" uuid
);
--> statement-breakpoint
CREATE TABLE "contributor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contributor_sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributor_access" ADD CONSTRAINT "contributor_access_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_invitations" ADD CONSTRAINT "contributor_invitations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_sessions" ADD CONSTRAINT "contributor_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_invitations_token_key" ON "contributor_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contributor_invitations_member_idx" ON "contributor_invitations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "contributor_sessions_member_idx" ON "contributor_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_sessions_id_key" ON "contributor_sessions" USING btree ("id");