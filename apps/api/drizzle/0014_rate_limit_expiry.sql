ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): a row's own window is not stored, so each existing row keeps the longest window any limit
-- uses (a day) from its own start, and is never pruned before its window ends.
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '1 day';--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
