CREATE TABLE "search_queries" (
	"search_id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"tab_id" text,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cards" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cards" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variation_attribute_values" ADD COLUMN "color_family" text;--> statement-breakpoint
CREATE INDEX "search_queries_searched_idx" ON "search_queries" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "search_queries_tab_idx" ON "search_queries" USING btree ("tab_id","searched_at");--> statement-breakpoint
CREATE INDEX "product_cards_sizes_idx" ON "product_cards" USING gin ("sizes") WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_colors_idx" ON "product_cards" USING gin ("colors") WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_category_price_idx" ON "product_cards" USING btree ("category_slug","discount_price") WHERE "product_cards"."is_active";--> statement-breakpoint
-- Listing filters (docs/product/storefront.md#filters): each card also carries the sizes in stock, the colours (the
-- admin's family when set, else the colour name in lower case; the shared table maps names to families) and the
-- percent off. Variations and their values now refresh the cards too, so a size selling out leaves the Size filter.
CREATE OR REPLACE FUNCTION refresh_product_cards(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- Sizes and colours of all the products at once: one pass over their values, whatever the statistics say (a bulk
  -- load refreshes hundreds of cards per statement before the tables were ever analysed).
  WITH options AS (
    SELECT pv.product_id,
      array_agg(DISTINCT v.value ORDER BY v.value) FILTER (WHERE pv.stock > 0 AND lower(a.name) = 'size') AS sizes,
      array_agg(DISTINCT coalesce(v.color_family, lower(regexp_replace(trim(v.value), '\s+', ' ', 'g')))
        ORDER BY coalesce(v.color_family, lower(regexp_replace(trim(v.value), '\s+', ' ', 'g'))))
        FILTER (WHERE lower(a.name) IN ('color', 'colour')) AS colors
    FROM product_variations pv
    JOIN variation_attribute_values v ON v.productvariation_id = pv.productvariation_id
    JOIN variation_attributes a ON a.attribute_id = v.attribute_id
    WHERE pv.product_id = ANY(ids)
    GROUP BY pv.product_id
  )
  INSERT INTO product_cards (product_id, is_active, name, sku, price, discount_price, stock, units_sold,
    rating_count, rating_sum, category_id, category_name, category_slug, parentcategory_id, parentcategory_name,
    parent_key, brand_id, brand_name, brand_key, images, search_vector, sizes, colors, discount, created_at, updated_at)
  SELECT p.product_id, p.is_active, p.name, p.sku, p.price, p.discount_price, p.stock, p.units_sold,
    p.rating_count, p.rating_sum, c.category_id, c.name,
    regexp_replace(replace(lower(c.name), ' ', '-'), '[^a-z0-9-]', '', 'g'),
    pc.parentcategory_id, pc.name, lower(pc.name), b.brand_id, b.name, lower(b.name),
    coalesce((SELECT jsonb_agg(jsonb_build_object('image_id', i.image_id, 'file_key', i.file_key, 'widths', i.widths,
                'sort_order', i.sort_order) ORDER BY i.productvariation_id NULLS FIRST, i.sort_order, i.image_id)
              FROM (SELECT * FROM images i WHERE i.product_id = p.product_id
                    ORDER BY i.productvariation_id NULLS FIRST, i.sort_order, i.image_id LIMIT 4) i), '[]'::jsonb),
    p.search_vector, coalesce(o.sizes, '{}'::text[]), coalesce(o.colors, '{}'::text[]),
    CASE WHEN p.price > 0 AND p.discount_price < p.price
      THEN ((p.price - p.discount_price)::bigint * 100 / p.price)::int ELSE 0 END,
    p.created_at, p.updated_at
  FROM products p
  JOIN categories c ON c.category_id = p.category_id
  JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
  JOIN brands b ON b.brand_id = p.brand_id
  LEFT JOIN options o ON o.product_id = p.product_id
  WHERE p.product_id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET is_active = excluded.is_active, name = excluded.name, sku = excluded.sku,
    price = excluded.price, discount_price = excluded.discount_price, stock = excluded.stock,
    units_sold = excluded.units_sold, rating_count = excluded.rating_count, rating_sum = excluded.rating_sum,
    category_id = excluded.category_id, category_name = excluded.category_name,
    category_slug = excluded.category_slug, parentcategory_id = excluded.parentcategory_id,
    parentcategory_name = excluded.parentcategory_name, parent_key = excluded.parent_key,
    brand_id = excluded.brand_id, brand_name = excluded.brand_name, brand_key = excluded.brand_key,
    images = excluded.images, search_vector = excluded.search_vector, sizes = excluded.sizes,
    colors = excluded.colors, discount = excluded.discount, created_at = excluded.created_at,
    updated_at = excluded.updated_at
$$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_variation_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM removed_rows));
  ELSE
    PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_value_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT pv.product_id FROM removed_rows r
      JOIN product_variations pv ON pv.productvariation_id = r.productvariation_id));
  ELSE
    PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT pv.product_id FROM changed_rows r
      JOIN product_variations pv ON pv.productvariation_id = r.productvariation_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_attribute_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT pv.product_id FROM variation_attribute_values v
    JOIN product_variations pv ON pv.productvariation_id = v.productvariation_id
    WHERE v.attribute_id IN (SELECT attribute_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_variations_insert AFTER INSERT ON product_variations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_variation_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_variations_update AFTER UPDATE ON product_variations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_variation_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_variations_delete AFTER DELETE ON product_variations REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_variation_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_values_insert AFTER INSERT ON variation_attribute_values
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_value_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_values_update AFTER UPDATE ON variation_attribute_values
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_value_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_values_delete AFTER DELETE ON variation_attribute_values
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_value_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_attributes_update AFTER UPDATE ON variation_attributes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_attribute_update();
--> statement-breakpoint
SELECT refresh_product_cards(ARRAY(SELECT product_id FROM products));
