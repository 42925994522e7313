CREATE TABLE "likes" (
	"reader_id" uuid NOT NULL,
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "likes_reader_id_target_target_id_pk" PRIMARY KEY("reader_id","target","target_id")
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_target_idx" ON "likes" USING btree ("target","target_id");--> statement-breakpoint
CREATE INDEX "likes_reader_idx" ON "likes" USING btree ("reader_id","created_at");