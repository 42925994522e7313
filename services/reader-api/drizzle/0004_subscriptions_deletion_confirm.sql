CREATE TABLE "email_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_mail_quotas" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ALTER COLUMN "due_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_list_email_key" ON "email_subscriptions" USING btree ("list","email");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_confirm_token_key" ON "email_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_confirm_token_key" ON "account_deletion_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_cancel_token_key" ON "account_deletion_requests" USING btree ("cancel_token_hash");