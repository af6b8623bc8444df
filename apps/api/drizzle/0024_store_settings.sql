CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text,
	"address" text,
	"gstin" text,
	"state" text,
	"state_code" text,
	"care_phone" text,
	"care_email" text,
	"care_hours" text,
	"grievance_name" text,
	"grievance_designation" text,
	"grievance_email" text,
	"grievance_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1),
	CONSTRAINT "store_settings_gstin_state" CHECK (("store_settings"."gstin" IS NULL) = ("store_settings"."state_code" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;