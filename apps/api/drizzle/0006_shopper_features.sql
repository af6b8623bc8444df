CREATE TABLE "coupon_redemptions" (
	"redemption_id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"max_discount" integer,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"per_user_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" > 0 AND ("coupons"."type" <> 'percent' OR "coupons"."amount" <= 100)),
	CONSTRAINT "coupons_used_check" CHECK ("coupons"."used_count" >= 0),
	CONSTRAINT "coupons_min_amount_check" CHECK ("coupons"."min_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"photo_id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_item_id" integer,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "serviceable_pincodes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"cod" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serviceable_pincodes_prefix_check" CHECK ("serviceable_pincodes"."prefix" ~ '^[0-9]{1,6}$'),
	CONSTRAINT "serviceable_pincodes_days_check" CHECK ("serviceable_pincodes"."delivery_days" BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'razorpay' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("order_item_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_key" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_key" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"review_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","helpful_count" DESC NULLS LAST,"review_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_idx" ON "wishlist_items" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_amount" >= 0 AND "orders"."total_amount" >= 0);--> statement-breakpoint
-- Where the store delivers at first (docs/product/checkout.md#delivery): metros in 2 days, most of India in 4–6,
-- hills, islands and the north-east later and some without cash on delivery; 9xxxxx (army post) is not served.
-- The admin replaces the table by CSV upload.
INSERT INTO "serviceable_pincodes" ("prefix", "zone", "delivery_days", "cod") VALUES
  ('110', 'Metro', 2, true),
  ('122', 'Metro', 2, true),
  ('201', 'Metro', 2, true),
  ('400', 'Metro', 2, true),
  ('411', 'Metro', 2, true),
  ('560', 'Metro', 2, true),
  ('600', 'Metro', 2, true),
  ('500', 'Metro', 2, true),
  ('700', 'Metro', 2, true),
  ('380', 'Metro', 2, true),
  ('12', 'North', 4, true),
  ('13', 'North', 4, true),
  ('14', 'North', 4, true),
  ('15', 'North', 4, true),
  ('16', 'North', 4, true),
  ('17', 'Hills', 6, true),
  ('18', 'Jammu, Kashmir and Ladakh', 8, false),
  ('19', 'Jammu, Kashmir and Ladakh', 8, false),
  ('20', 'North', 4, true),
  ('21', 'North', 4, true),
  ('22', 'North', 4, true),
  ('23', 'North', 4, true),
  ('27', 'North', 4, true),
  ('28', 'North', 4, true),
  ('24', 'Hills', 5, true),
  ('25', 'Hills', 5, true),
  ('26', 'Hills', 5, true),
  ('30', 'West', 4, true),
  ('31', 'West', 4, true),
  ('32', 'West', 4, true),
  ('33', 'West', 4, true),
  ('34', 'West', 4, true),
  ('36', 'West', 4, true),
  ('37', 'West', 4, true),
  ('38', 'West', 4, true),
  ('39', 'West', 4, true),
  ('40', 'West', 4, true),
  ('41', 'West', 4, true),
  ('42', 'West', 4, true),
  ('43', 'West', 4, true),
  ('44', 'West', 4, true),
  ('403', 'West', 5, true),
  ('45', 'Central', 5, true),
  ('46', 'Central', 5, true),
  ('47', 'Central', 5, true),
  ('48', 'Central', 5, true),
  ('49', 'Central', 5, true),
  ('50', 'South', 4, true),
  ('51', 'South', 4, true),
  ('52', 'South', 4, true),
  ('53', 'South', 4, true),
  ('56', 'South', 4, true),
  ('57', 'South', 4, true),
  ('58', 'South', 4, true),
  ('59', 'South', 4, true),
  ('60', 'South', 4, true),
  ('61', 'South', 4, true),
  ('62', 'South', 4, true),
  ('63', 'South', 4, true),
  ('64', 'South', 4, true),
  ('67', 'South', 4, true),
  ('68', 'South', 4, true),
  ('69', 'South', 4, true),
  ('605', 'South', 5, true),
  ('70', 'East', 5, true),
  ('71', 'East', 5, true),
  ('72', 'East', 5, true),
  ('73', 'East', 5, true),
  ('74', 'East', 5, true),
  ('75', 'East', 5, true),
  ('76', 'East', 5, true),
  ('77', 'East', 5, true),
  ('737', 'North East', 7, false),
  ('744', 'Andaman and Nicobar Islands', 10, false),
  ('78', 'North East', 7, true),
  ('79', 'North East', 8, false),
  ('80', 'East', 5, true),
  ('81', 'East', 5, true),
  ('82', 'East', 5, true),
  ('83', 'East', 5, true),
  ('84', 'East', 5, true),
  ('85', 'East', 5, true)
ON CONFLICT ("prefix") DO NOTHING;
