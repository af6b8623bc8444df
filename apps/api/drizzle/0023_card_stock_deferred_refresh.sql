-- Product cards (docs/decisions/016-product-cards.md): a card's stock is what the product can sell, its own stock
-- when it has no variations, else the sum of its variations' (variations have no active flag of their own: every
-- variation of a product sells while the product is active). And the per-product triggers skip their refresh when
-- the transaction says it refreshes the cards itself (`SET LOCAL store.defer_card_refresh = 'on'`): the catalogue
-- import writes a batch of products statement by statement and refreshes their cards once before it commits.
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
  ),
  variation_stock AS (
    SELECT pv.product_id, least(sum(pv.stock), 2147483647)::int AS stock
    FROM product_variations pv
    WHERE pv.product_id = ANY(ids)
    GROUP BY pv.product_id
  )
  INSERT INTO product_cards (product_id, is_active, name, sku, price, discount_price, stock, units_sold,
    rating_count, rating_sum, category_id, category_name, category_slug, parentcategory_id, parentcategory_name,
    parent_key, brand_id, brand_name, brand_key, images, search_vector, sizes, colors, discount, created_at, updated_at)
  SELECT p.product_id, p.is_active, p.name, p.sku, p.price, p.discount_price, coalesce(s.stock, p.stock), p.units_sold,
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
  LEFT JOIN variation_stock s ON s.product_id = p.product_id
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
CREATE OR REPLACE FUNCTION card_refresh_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('store.defer_card_refresh', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_after_product_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF card_refresh_deferred() THEN RETURN NULL; END IF;
  PERFORM refresh_product_cards(ARRAY(SELECT product_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_after_image_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF card_refresh_deferred() THEN RETURN NULL; END IF;
  PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM removed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_after_image_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF card_refresh_deferred() THEN RETURN NULL; END IF;
  PERFORM refresh_product_cards(ARRAY(SELECT product_id FROM changed_rows UNION SELECT product_id FROM removed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_after_variation_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF card_refresh_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM removed_rows));
  ELSE
    PERFORM refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_after_value_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF card_refresh_deferred() THEN RETURN NULL; END IF;
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
SELECT refresh_product_cards(ARRAY(SELECT product_id FROM products));
