CREATE TABLE "release_health" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"runtime_errors" integer DEFAULT 0 NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"load_time_buckets" integer[] NOT NULL,
	CONSTRAINT "release_health_remote_version_hour_pk" PRIMARY KEY("remote","version","hour")
);
--> statement-breakpoint
CREATE TABLE "release_health_clients" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"client" text NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"runtime_errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_health_clients_remote_version_hour_client_pk" PRIMARY KEY("remote","version","hour","client")
);
--> statement-breakpoint
CREATE INDEX "release_health_hour_idx" ON "release_health" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "release_health_clients_hour_idx" ON "release_health_clients" USING btree ("hour");--> statement-breakpoint
CREATE TABLE "release_errors" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "release_errors_remote_version_hour_route_kind_pk" PRIMARY KEY("remote","version","hour","route","kind")
);
--> statement-breakpoint
CREATE INDEX "release_errors_hour_idx" ON "release_errors" USING btree ("hour");
--> statement-breakpoint
-- The raw reports so far, rolled up into hours (their clients were never recorded: 0). The
-- bucket bounds are LOAD_TIME_BUCKETS_MS of src/telemetry/releaseHealth.ts.
INSERT INTO "release_health" ("remote", "version", "hour", "loads", "failures", "runtime_errors", "clients", "load_time_buckets")
SELECT "remote", "version", date_trunc('hour', "received_at"), count(*)::int, (count(*) - sum("ok"))::int, 0, 0,
  ARRAY[
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" <= 100),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 100 AND "duration_ms" <= 200),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 200 AND "duration_ms" <= 300),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 300 AND "duration_ms" <= 500),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 500 AND "duration_ms" <= 750),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 750 AND "duration_ms" <= 1000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 1000 AND "duration_ms" <= 1500),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 1500 AND "duration_ms" <= 2000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 2000 AND "duration_ms" <= 3000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 3000 AND "duration_ms" <= 5000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 5000 AND "duration_ms" <= 8000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 8000 AND "duration_ms" <= 13000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 13000 AND "duration_ms" <= 20000),
    count(*) FILTER (WHERE "ok" = 1 AND "duration_ms" > 20000)
  ]::int[]
FROM "remote_loads"
GROUP BY "remote", "version", date_trunc('hour', "received_at");
--> statement-breakpoint
DROP TABLE "remote_loads" CASCADE;
