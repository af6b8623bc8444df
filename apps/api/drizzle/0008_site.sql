CREATE TABLE "deleted_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_value_check" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recent_idx" ON "web_vitals" USING btree ("created_at","page_type","metric");