CREATE TABLE "marketing_sends" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"price_drop_day" text,
	"bag_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_price_marks" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"told_price" integer NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_price_marks_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "marketing_sends" ADD CONSTRAINT "marketing_sends_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_price_marks" ADD CONSTRAINT "wishlist_price_marks_item_fk" FOREIGN KEY ("user_id","product_id") REFERENCES "public"."wishlist_items"("user_id","product_id") ON DELETE cascade ON UPDATE no action;