ALTER TABLE "stories" ADD COLUMN "source" text DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "format" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "rejected_title" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "rejected_body" text;--> statement-breakpoint
CREATE INDEX "stories_writer_updated_idx" ON "stories" USING btree ("writer_id","updated_at" DESC NULLS LAST);