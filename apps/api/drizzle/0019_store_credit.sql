CREATE TABLE "store_credit_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"refund_id" integer,
	"expired_entry_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "store_credit_entries_amount_check" CHECK ("store_credit_entries"."amount" <> 0),
	CONSTRAINT "store_credit_entries_sign_check" CHECK (("store_credit_entries"."kind" IN ('refund', 'goodwill', 'order_payment_returned')) = ("store_credit_entries"."amount" > 0)),
	CONSTRAINT "store_credit_entries_expiry_check" CHECK (("store_credit_entries"."kind" = 'expiry') = ("store_credit_entries"."expired_entry_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_return_id_order_returns_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("return_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_refund_id_refunds_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("refund_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_idx" ON "store_credit_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_expired_key" ON "store_credit_entries" USING btree ("expired_entry_id");--> statement-breakpoint
-- The store-credit ledger grows by appends only, and a shopper's sum never goes below zero
-- (docs/decisions/020-store-credit.md). The sum is read after an advisory lock per shopper, each statement of this
-- volatile function with a snapshot of its own, so two inserts at once for one shopper are checked one after the other.
CREATE FUNCTION store_credit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'store_credit_entries is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER store_credit_entries_no_update_delete BEFORE UPDATE OR DELETE ON "store_credit_entries"
  FOR EACH ROW EXECUTE FUNCTION store_credit_append_only();--> statement-breakpoint
CREATE TRIGGER store_credit_entries_no_truncate BEFORE TRUNCATE ON "store_credit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION store_credit_append_only();--> statement-breakpoint
CREATE FUNCTION store_credit_never_negative() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('store_credit_entries'), NEW.user_id);
  SELECT coalesce(sum(amount), 0) INTO balance FROM store_credit_entries WHERE user_id = NEW.user_id;
  IF balance + NEW.amount < 0 THEN
    RAISE EXCEPTION 'store credit of user % would go below zero (balance %, change %)', NEW.user_id, balance, NEW.amount
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER store_credit_entries_never_negative BEFORE INSERT ON "store_credit_entries"
  FOR EACH ROW EXECUTE FUNCTION store_credit_never_negative();
