CREATE TABLE "size_charts" (
	"size_chart_id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"measurements" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_category_brand_key" ON "size_charts" USING btree ("category_id",coalesce("brand_id", 0));--> statement-breakpoint
CREATE INDEX "size_charts_brand_idx" ON "size_charts" USING btree ("brand_id");