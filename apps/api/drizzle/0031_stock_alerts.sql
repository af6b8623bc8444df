CREATE TABLE "stock_alerts" (
	"alert_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"productvariation_id" integer,
	"restocks" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_productvariation_id_product_variations_productvariation_id_fk" FOREIGN KEY ("productvariation_id") REFERENCES "public"."product_variations"("productvariation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_key" ON "stock_alerts" USING btree ("user_id","product_id",coalesce("productvariation_id", 0)) WHERE "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_variation_idx" ON "stock_alerts" USING btree ("productvariation_id") WHERE "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."productvariation_id" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "stock_alerts"."due_at" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
-- Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts): whatever raises a stock from 0 (an admin
-- edit, Inventory, a bulk edit, an import, a cancelled or returned order) marks the open alerts of that size, or of
-- that product without sizes, due, and counts the restock; the NOTIFY (delivered at commit, never for a rollback)
-- wakes the alert job in every process: the channel is STOCK_ALERTS_CHANNEL in src/modules/stock-alerts/send.ts.
CREATE FUNCTION stock_alerts_after_variation_restock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET restocks = restocks + 1, due_at = coalesce(due_at, now())
  WHERE productvariation_id = NEW.productvariation_id AND notified_at IS NULL;
  IF FOUND THEN PERFORM pg_notify('stock_alerts_due', ''); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_alerts_after_product_restock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET restocks = restocks + 1, due_at = coalesce(due_at, now())
  WHERE product_id = NEW.product_id AND productvariation_id IS NULL AND notified_at IS NULL;
  IF FOUND THEN PERFORM pg_notify('stock_alerts_due', ''); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_alerts_variation_restock AFTER UPDATE OF stock ON product_variations
  FOR EACH ROW WHEN (OLD.stock = 0 AND NEW.stock > 0) EXECUTE FUNCTION stock_alerts_after_variation_restock();--> statement-breakpoint
CREATE TRIGGER stock_alerts_product_restock AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN (OLD.stock = 0 AND NEW.stock > 0) EXECUTE FUNCTION stock_alerts_after_product_restock();
