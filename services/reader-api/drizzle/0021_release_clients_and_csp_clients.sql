-- Issue 40: release health counts distinct clients per release over the summary window (not
-- client-hours), and each client may add only so many new distinct CSP violations a day.
CREATE TABLE "csp_report_clients" (
	"client" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"new_violations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "csp_report_clients_client_day_pk" PRIMARY KEY("client","day")
);
--> statement-breakpoint
CREATE TABLE "release_health_window_clients" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"client" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "release_health_window_clients_remote_version_client_pk" PRIMARY KEY("remote","version","client")
);
--> statement-breakpoint
CREATE INDEX "csp_report_clients_day_idx" ON "csp_report_clients" USING btree ("day");--> statement-breakpoint
CREATE INDEX "release_health_window_clients_last_seen_idx" ON "release_health_window_clients" USING btree ("last_seen_at");