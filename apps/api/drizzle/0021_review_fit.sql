ALTER TABLE "reviews" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK ("reviews"."fit" IS NULL OR ("reviews"."size" IS NOT NULL AND "reviews"."fit" IN ('runs_small', 'true_to_size', 'runs_large')));--> statement-breakpoint
-- Reviews written before: the size of the order line each one is about (docs/product/storefront.md#fit).
UPDATE "reviews" r SET "size" = (
  SELECT a->>'value' FROM "order_items" oi, jsonb_array_elements(oi."attributes") a
  WHERE oi."order_item_id" = r."order_item_id" AND a->>'attribute_name' = 'size' LIMIT 1
) WHERE r."order_item_id" IS NOT NULL;
