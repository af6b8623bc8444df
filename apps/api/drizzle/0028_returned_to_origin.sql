DROP INDEX "orders_open_cod_phone_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_origin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_reason" text;--> statement-breakpoint
CREATE INDEX "orders_user_rto_idx" ON "orders" USING btree ("user_id","returned_to_origin_at") WHERE "orders"."status" = 'ReturnedToOrigin';--> statement-breakpoint
CREATE INDEX "orders_open_cod_phone_idx" ON "orders" USING btree (right(regexp_replace(coalesce(("shipping_address"->>'phone'), ''), '\D', '', 'g'), 10)) WHERE "orders"."payment_method" = 'cod' AND "orders"."payment_status" = 'CashDue' AND "orders"."status" IN ('New', 'Confirmed', 'Packed', 'Shipped');