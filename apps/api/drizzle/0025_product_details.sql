ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "importer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" text;