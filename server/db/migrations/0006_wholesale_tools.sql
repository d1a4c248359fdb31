CREATE TABLE "restock_subscriptions" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_subscriptions_user_id_product_id_store_id_pk" PRIMARY KEY("user_id","product_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "article" text;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restock_subscriptions_product_store_idx" ON "restock_subscriptions" USING btree ("product_id","store_id");--> statement-breakpoint
CREATE INDEX "products_article_idx" ON "products" USING btree ("article");--> statement-breakpoint
-- Catalogues seeded before the article column: the article is the subtitle's 'Арт. ДЖ-107 · …'.
UPDATE "products" SET "article" = substring("subtitle" from '^Арт\. ([^ ·]+)') WHERE "article" IS NULL AND "subtitle" LIKE 'Арт. %';--> statement-breakpoint
-- The seller's requisites for invoices (issue #21); the seed writes the same values
-- (server/db/seed/company.ts SELLER). A shop edits them in site_settings.
INSERT INTO "site_settings" ("key", "value") VALUES
  ('seller_name', 'ООО «Селвидж Текстиль»'),
  ('seller_inn', '3702012348'),
  ('seller_kpp', '370201001'),
  ('seller_ogrn', '1083702001236'),
  ('seller_address', '153002, г. Иваново, ул. Лежневская, д. 138'),
  ('seller_phone', '+7 (800) 555-47-21'),
  ('seller_bank', 'ПАО Сбербанк'),
  ('seller_bik', '044525225'),
  ('seller_corr_account', '30101810400000000225'),
  ('seller_account', '40702810938000012345'),
  ('seller_director', 'Соколов А. В.'),
  ('seller_accountant', 'Соколова Е. Н.')
ON CONFLICT ("key") DO NOTHING;
