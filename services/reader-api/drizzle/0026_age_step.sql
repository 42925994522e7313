ALTER TABLE "readers" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "registration_attempts" ADD COLUMN "birth_year" integer;