-- Issue #35, step 3: the catalogue from 1C. 1C's Ид on sections, collections and products;
-- price types and a product's price per type (products.price stays the companies' type, which the
-- listing sorts by); a buyer's own type; warehouses 1C names first stay unpublished; the unit a
-- product sells in; and the staging of a file read over several calls, applied in one transaction.
CREATE TABLE "exchange_files" (
	"run_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"phase" text NOT NULL,
	"staged" integer DEFAULT 0 NOT NULL,
	"contains" text,
	"only_changes" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_files_run_id_file_name_pk" PRIMARY KEY("run_id","file_name")
);
--> statement-breakpoint
CREATE TABLE "exchange_refs" (
	"kind" text NOT NULL,
	"xml_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "exchange_refs_kind_xml_id_pk" PRIMARY KEY("kind","xml_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_staged" (
	"run_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "exchange_staged_run_id_file_name_seq_pk" PRIMARY KEY("run_id","file_name","seq")
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"xml_id" text NOT NULL,
	"title" text NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "price_types_xml_id_unique" UNIQUE("xml_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_prices_product_id_price_type_id_pk" PRIMARY KEY("product_id","price_type_id")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "xml_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "xml_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_in_1c" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "xml_id" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_type_id" integer;--> statement-breakpoint
ALTER TABLE "exchange_files" ADD CONSTRAINT "exchange_files_run_id_exchange_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."exchange_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prices_type_idx" ON "product_prices" USING btree ("price_type_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_xml_id_unique" UNIQUE("xml_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_xml_id_unique" UNIQUE("xml_id");--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_xml_id_unique" UNIQUE("xml_id");