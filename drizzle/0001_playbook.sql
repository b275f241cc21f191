CREATE TABLE "clause_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guideline_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"level" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"author_role" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guidelines" (
	"category_id" integer NOT NULL,
	"level" text NOT NULL,
	"text" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guidelines_category_id_level_pk" PRIMARY KEY("category_id","level")
);
--> statement-breakpoint
ALTER TABLE "clause_categories" ADD CONSTRAINT "clause_categories_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_types" ADD CONSTRAINT "contract_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guideline_versions" ADD CONSTRAINT "guideline_versions_category_id_clause_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."clause_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidelines" ADD CONSTRAINT "guidelines_category_id_clause_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."clause_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clause_categories_name_ci" ON "clause_categories" USING btree ("contract_type_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contract_types_name_ci" ON "contract_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "guideline_versions_category" ON "guideline_versions" USING btree ("category_id","level","version");