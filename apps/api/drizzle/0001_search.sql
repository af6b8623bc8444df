-- Search support (docs/product/api.md#search): trigram matching for suggestions, and one normal form for product text
-- shared with packages/shared/src/search-text.ts, so 'tshirt', 't-shirt' and 't shirt' index alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    regexp_replace(regexp_replace(replace(lower(coalesce(input, '')), '''', ''), '\m([a-z0-9])[\s-]+(?=[a-z0-9])', '\1', 'g'), '([a-z0-9])-(?=[a-z0-9])', '\1', 'g')
    || ' ' ||
    regexp_replace(regexp_replace(replace(lower(coalesce(input, '')), '''', ''), '\m([a-z0-9])-(?=[a-z0-9])', '\1', 'g'), '-', ' ', 'g')
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
