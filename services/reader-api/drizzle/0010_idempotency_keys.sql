CREATE TABLE "idempotency_keys" (
	"route" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"response_body" text,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_route_key_pk" PRIMARY KEY("route","key")
);
