CREATE TABLE "remote_loads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"phase" text NOT NULL,
	"ok" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_loads_version_idx" ON "remote_loads" USING btree ("remote","version","received_at");