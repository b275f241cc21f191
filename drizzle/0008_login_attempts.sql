CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"pauses" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL
);
