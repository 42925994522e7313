CREATE TABLE "csp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_uri" text NOT NULL,
	"directive" text NOT NULL,
	"blocked_uri" text NOT NULL,
	"disposition" text NOT NULL,
	"count" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "csp_reports_violation_key" ON "csp_reports" USING btree ("document_uri","directive","blocked_uri");--> statement-breakpoint
CREATE INDEX "csp_reports_last_seen_idx" ON "csp_reports" USING btree ("last_seen_at");