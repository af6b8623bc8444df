CREATE TABLE "grievance_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_photos" (
	"photo_id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"grievance_id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_deadlines_check" CHECK ("grievances"."resolve_by" >= "grievances"."acknowledge_by")
);
--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_grievance_id_grievances_grievance_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("grievance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_photos" ADD CONSTRAINT "grievance_photos_grievance_id_grievances_grievance_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("grievance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_messages_grievance_idx" ON "grievance_messages" USING btree ("grievance_id","message_id");--> statement-breakpoint
CREATE INDEX "grievance_photos_grievance_idx" ON "grievance_photos" USING btree ("grievance_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_reference" ON "grievances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","created_at");