CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"pauses" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_tasks" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "review_tasks_documents_with_files" ON "review_tasks" USING btree ("updated_at") WHERE "review_tasks"."kind" = 'document' and "review_tasks"."status" <> 'pending' and "review_tasks"."files_deleted_at" is null;