CREATE TABLE "review_hides" (
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_hides_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "awaiting_moderation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_hides" ADD CONSTRAINT "review_hides_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_hides" ADD CONSTRAINT "review_hides_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): reviews hidden before this table existed are remembered too.
INSERT INTO "review_hides" ("product_id", "user_id", "hidden_at")
SELECT "product_id", "user_id", "updated_at" FROM "reviews" WHERE "is_hidden" ON CONFLICT DO NOTHING;
