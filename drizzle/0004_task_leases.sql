ALTER TABLE "review_tasks" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
CREATE INDEX "review_tasks_pending" ON "review_tasks" USING btree ("claimed_at") WHERE "review_tasks"."status" = 'pending';--> statement-breakpoint
-- Document tasks name their stored upload (`<task id>.<kind>` under the uploads folder), not a path.
UPDATE "review_tasks" SET "input" = ("input" - 'filePath') || jsonb_build_object('storedFile', regexp_replace("input"->>'filePath', '^.*[/\\]', '')) WHERE "kind" = 'document' AND "input" ? 'filePath';
