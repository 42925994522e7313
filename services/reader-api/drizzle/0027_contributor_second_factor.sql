ALTER TABLE "recovery_codes" DROP CONSTRAINT "recovery_codes_one_owner";--> statement-breakpoint
ALTER TABLE "second_factor_tickets" DROP CONSTRAINT "second_factor_tickets_one_owner";--> statement-breakpoint
ALTER TABLE "second_factors" DROP CONSTRAINT "second_factors_one_owner";--> statement-breakpoint
ALTER TABLE "contributor_sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "second_factor_tickets" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_tickets" ADD CONSTRAINT "second_factor_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_member_idx" ON "recovery_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "second_factors_member_idx" ON "second_factors" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_one_owner" CHECK (num_nonnulls(admin_id, reader_id, member_id) = 1);--> statement-breakpoint
ALTER TABLE "second_factor_tickets" ADD CONSTRAINT "second_factor_tickets_one_owner" CHECK (num_nonnulls(admin_id, reader_id, member_id) = 1);--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_one_owner" CHECK (num_nonnulls(admin_id, reader_id, member_id) = 1);