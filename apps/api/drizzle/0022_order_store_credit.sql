ALTER TABLE "orders" ADD COLUMN "store_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "store_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_check" CHECK ("orders"."store_credit_paise" BETWEEN 0 AND "orders"."total_amount");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_store_credit_check" CHECK ("refunds"."store_credit_paise" >= 0 AND "refunds"."store_credit_paise" <= "refunds"."amount");