CREATE TABLE "document_refinements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"clause_index" integer NOT NULL,
	"level" text NOT NULL,
	"text" text NOT NULL,
	"feedback" text NOT NULL,
	"engine" text NOT NULL,
	"warnings" jsonb,
	"refined_by_role" text NOT NULL,
	"refined_by_id" integer NOT NULL,
	"refined_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_tasks" ADD COLUMN "started_by_role" text;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD COLUMN "started_by_id" integer;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "document_refinements" ADD CONSTRAINT "document_refinements_task_id_review_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."review_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_refinements_clause" ON "document_refinements" USING btree ("task_id","clause_index","level","id");--> statement-breakpoint
CREATE INDEX "review_tasks_company_documents" ON "review_tasks" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "review_tasks"."kind" = 'document';