CREATE TABLE "breaches" (
	"breach_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"discovered_at" timestamp with time zone NOT NULL,
	"data_kinds" text[] NOT NULL,
	"affected_count" integer NOT NULL,
	"description" text NOT NULL,
	"actions" text,
	"cert_in_reported_at" timestamp with time zone,
	"board_reported_at" timestamp with time zone,
	"shoppers_notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaches_affected_check" CHECK ("breaches"."affected_count" >= 0),
	CONSTRAINT "breaches_occurred_check" CHECK ("breaches"."occurred_at" IS NULL OR "breaches"."occurred_at" <= "breaches"."discovered_at")
);
--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breaches_discovered_idx" ON "breaches" USING btree ("discovered_at");