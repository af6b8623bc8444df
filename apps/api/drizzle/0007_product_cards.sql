CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"price" integer NOT NULL,
	"discount_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"units_sold" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"category_slug" text NOT NULL,
	"parentcategory_id" integer NOT NULL,
	"parentcategory_name" text NOT NULL,
	"parent_key" text NOT NULL,
	"brand_id" integer NOT NULL,
	"brand_name" text NOT NULL,
	"brand_key" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_cards_newest_idx" ON "product_cards" USING btree ("created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_price_idx" ON "product_cards" USING btree ("discount_price","product_id") WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_popularity_idx" ON "product_cards" USING btree ("units_sold" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_parent_newest_idx" ON "product_cards" USING btree ("parent_key","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_parent_price_idx" ON "product_cards" USING btree ("parent_key","discount_price","product_id") WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_parent_popularity_idx" ON "product_cards" USING btree ("parent_key","units_sold" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_filter_idx" ON "product_cards" USING btree ("parent_key","category_slug","brand_key") WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_brand_idx" ON "product_cards" USING btree ("brand_key","parent_key") WHERE "product_cards"."is_active";--> statement-breakpoint
CREATE INDEX "product_cards_search_idx" ON "product_cards" USING gin ("search_vector");--> statement-breakpoint
-- Product cards are kept by the database itself (docs/decisions/016-product-cards.md): every statement that writes
-- products, images, categories, collections or brands refreshes the cards of the products it touched, in the same
-- transaction, so no write path of the application can forget them.
CREATE FUNCTION refresh_product_cards(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_cards (product_id, is_active, name, sku, price, discount_price, stock, units_sold,
    rating_count, rating_sum, category_id, category_name, category_slug, parentcategory_id, parentcategory_name,
    parent_key, brand_id, brand_name, brand_key, images, search_vector, created_at, updated_at)
  SELECT p.product_id, p.is_active, p.name, p.sku, p.price, p.discount_price, p.stock, p.units_sold,
    p.rating_count, p.rating_sum, c.category_id, c.name,
    regexp_replace(replace(lower(c.name), ' ', '-'), '[^a-z0-9-]', '', 'g'),
    pc.parentcategory_id, pc.name, lower(pc.name), b.brand_id, b.name, lower(b.name),
    coalesce((SELECT jsonb_agg(jsonb_build_object('image_id', i.image_id, 'file_key', i.file_key, 'widths', i.widths,
                'sort_order', i.sort_order) ORDER BY i.productvariation_id NULLS FIRST, i.sort_order, i.image_id)
              FROM (SELECT * FROM images i WHERE i.product_id = p.product_id
                    ORDER BY i.productvariation_id NULLS FIRST, i.sort_order, i.image_id LIMIT 4) i), '[]'::jsonb),
    p.search_vector, p.created_at, p.updated_at
  FROM products p
  JOIN categories c ON c.category_id = p.category_id
  JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
  JOIN brands b ON b.brand_id = p.brand_id
  WHERE p.product_id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET is_active = excluded.is_active, name = excluded.name, sku = excluded.sku,
    price = excluded.price, discount_price = excluded.discount_price, stock = excluded.stock,
    units_sold = excluded.units_sold, rating_count = excluded.rating_count, rating_sum = excluded.rating_sum,
    category_id = excluded.category_id, category_name = excluded.category_name,
    category_slug = excluded.category_slug, parentcategory_id = excluded.parentcategory_id,
    parentcategory_name = excluded.parentcategory_name, parent_key = excluded.parent_key,
    brand_id = excluded.brand_id, brand_name = excluded.brand_name, brand_key = excluded.brand_key,
    images = excluded.images, search_vector = excluded.search_vector, created_at = excluded.created_at,
    updated_at = excluded.updated_at
$$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_product_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT product_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_image_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM removed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_image_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT product_id FROM changed_rows UNION SELECT product_id FROM removed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_category_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT product_id FROM products WHERE category_id IN (SELECT category_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_collection_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT p.product_id FROM products p JOIN categories c ON c.category_id = p.category_id
    WHERE c.parentcategory_id IN (SELECT parentcategory_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_brand_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT product_id FROM products WHERE brand_id IN (SELECT brand_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_product_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_products_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_product_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_images_insert AFTER INSERT ON images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_product_write();
--> statement-breakpoint
CREATE TRIGGER product_cards_images_update AFTER UPDATE ON images
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_image_move();
--> statement-breakpoint
CREATE TRIGGER product_cards_images_delete AFTER DELETE ON images REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_image_removal();
--> statement-breakpoint
CREATE TRIGGER product_cards_categories_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_category_update();
--> statement-breakpoint
CREATE TRIGGER product_cards_collections_update AFTER UPDATE ON parent_categories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_collection_update();
--> statement-breakpoint
CREATE TRIGGER product_cards_brands_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_after_brand_update();
--> statement-breakpoint
SELECT refresh_product_cards(ARRAY(SELECT product_id FROM products));
