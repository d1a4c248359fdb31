-- pg_trgm serves the typo correction of search (search_terms_trgm_idx); drizzle-kit does not emit extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"link" text,
	"link_title" text,
	"section_id" integer,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers_pages" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"position" text DEFAULT 'top' NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"phones" text[] NOT NULL,
	"emails" text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"working_hours" text,
	"store_id" integer,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"page" text NOT NULL,
	"block" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "content_blocks_page_block_pk" PRIMARY KEY("page","block")
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"column_title" text,
	"column_sort" integer DEFAULT 500 NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"link" text,
	"icon" text,
	"sort" integer DEFAULT 500 NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"details" text
);
--> statement-breakpoint
CREATE TABLE "packing_limits" (
	"packing" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"step_kg" numeric(10, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"preview" text NOT NULL,
	"body" text NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "press_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"section_id" integer NOT NULL,
	"collection_id" integer,
	"model_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"composition" text NOT NULL,
	"cotton" integer NOT NULL,
	"density" integer NOT NULL,
	"width" integer NOT NULL,
	"packing" text NOT NULL,
	"color" text NOT NULL,
	"color_hex" text NOT NULL,
	"image" text NOT NULL,
	"more_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "property_defs" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"informer" text,
	"sort" integer DEFAULT 500 NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_text_unique" UNIQUE("text")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"informer" text,
	"picture" text,
	"seo_text" text,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seo_tags" (
	"page" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	"h1" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	CONSTRAINT "stock_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"xml_id" text NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"filter_value" integer NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "stores_xml_id_unique" UNIQUE("xml_id"),
	CONSTRAINT "stores_filter_value_unique" UNIQUE("filter_value")
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"salary" text,
	"schedule" text,
	"description" text NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "vacancies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_section_slug_idx" ON "collections" USING btree ("section_id","slug");--> statement-breakpoint
CREATE INDEX "managers_store_idx" ON "managers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "products_section_idx" ON "products" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('russian', "title" || ' ' || coalesce("subtitle", '') || ' ' || "color" || ' ' || "composition"));--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_store_idx" ON "stock" USING btree ("store_id");