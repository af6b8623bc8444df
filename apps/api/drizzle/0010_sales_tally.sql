-- Units sold wait here until one process counts them into products.units_sold (docs/decisions/018-sales-tally.md):
-- a paid order appends a row instead of updating its products (and their cards) in its own transaction.
CREATE TABLE "sales_tally" (
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
