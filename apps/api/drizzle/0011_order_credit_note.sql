ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_date" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_credit_note_number_key" ON "orders" USING btree ("credit_note_number");