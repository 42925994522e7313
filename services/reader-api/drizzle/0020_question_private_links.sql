ALTER TABLE "questions" ADD COLUMN "private_key_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_private_key_idx" ON "questions" USING btree ("private_key_hash") WHERE "questions"."private_key_hash" is not null;
