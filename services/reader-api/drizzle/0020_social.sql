CREATE TABLE "follows" (
	"reader_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follows_reader_id_member_id_pk" PRIMARY KEY("reader_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_member_idx" ON "follows" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "follows_reader_idx" ON "follows" USING btree ("reader_id","created_at");--> statement-breakpoint
CREATE TABLE "saved_stories" (
	"reader_id" uuid NOT NULL,
	"story_id" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_stories_reader_id_story_id_pk" PRIMARY KEY("reader_id","story_id")
);
--> statement-breakpoint
ALTER TABLE "saved_stories" ADD CONSTRAINT "saved_stories_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_stories" ADD CONSTRAINT "saved_stories_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_stories_reader_idx" ON "saved_stories" USING btree ("reader_id","saved_at");
--> statement-breakpoint
-- Follower counts are real from here (issue 42): the sample's made-up numbers go, and the
-- database keeps both counts with every follow added or removed (cascades included).
UPDATE "members" SET "follower_count" = 0;--> statement-breakpoint
UPDATE "readers" SET "follower_count" = 0;--> statement-breakpoint
CREATE FUNCTION "follows_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "members" SET "follower_count" = "follower_count" + 1 WHERE "id" = NEW."member_id";
    UPDATE "readers" SET "follower_count" = "follower_count" + 1 WHERE "id" = NEW."reader_id";
    RETURN NEW;
  END IF;
  UPDATE "members" SET "follower_count" = "follower_count" - 1 WHERE "id" = OLD."member_id";
  UPDATE "readers" SET "follower_count" = "follower_count" - 1 WHERE "id" = OLD."reader_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "follows_count" AFTER INSERT OR DELETE ON "follows"
  FOR EACH ROW EXECUTE FUNCTION "follows_count"();
