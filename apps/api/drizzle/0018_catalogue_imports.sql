CREATE TABLE "catalogue_import_files" (
	"upload_id" text NOT NULL,
	"kind" text NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_import_files_upload_id_kind_part_pk" PRIMARY KEY("upload_id","kind","part")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"file_name" text NOT NULL,
	"images_name" text,
	"upload_id" text NOT NULL,
	"options" jsonb NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"result" jsonb,
	"error" text,
	"cursor" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"actor" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_imports_counts_check" CHECK ("catalogue_imports"."rows" >= 0 AND "catalogue_imports"."done" >= 0 AND "catalogue_imports"."cursor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_imports_one_applying" ON "catalogue_imports" USING btree ((true)) WHERE "catalogue_imports"."status" = 'applying';