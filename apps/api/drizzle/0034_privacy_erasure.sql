CREATE TABLE "privacy_log" (
	"log_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "privacy_log_at_idx" ON "privacy_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "privacy_log_user_idx" ON "privacy_log" USING btree ("user_id","at");