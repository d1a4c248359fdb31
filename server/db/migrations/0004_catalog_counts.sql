CREATE INDEX "products_color_idx" ON "products" USING btree ("color");--> statement-breakpoint
CREATE INDEX "products_composition_idx" ON "products" USING btree ("composition");--> statement-breakpoint
CREATE TABLE "product_counts" (
	"section_id" integer NOT NULL,
	"collection_id" integer DEFAULT 0 NOT NULL,
	"stock_mask" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_counts_pk" PRIMARY KEY("section_id","collection_id","stock_mask")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (section_id, collection_id, stock_mask, count)
      SELECT section_id, coalesce(collection_id, 0), stock_mask, count(*)::int
      FROM new_rows WHERE active GROUP BY 1, 2, 3
      ON CONFLICT (section_id, collection_id, stock_mask)
      DO UPDATE SET count = product_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts (section_id, collection_id, stock_mask, count)
      SELECT section_id, coalesce(collection_id, 0), stock_mask, -count(*)::int
      FROM old_rows WHERE active GROUP BY 1, 2, 3
      ON CONFLICT (section_id, collection_id, stock_mask)
      DO UPDATE SET count = product_counts.count + excluded.count;
  ELSE
    INSERT INTO product_counts (section_id, collection_id, stock_mask, count)
      SELECT section_id, collection_id, stock_mask, sum(delta)::int FROM (
        SELECT section_id, coalesce(collection_id, 0) AS collection_id, stock_mask, -1 AS delta
          FROM old_rows WHERE active
        UNION ALL
        SELECT section_id, coalesce(collection_id, 0), stock_mask, 1 FROM new_rows WHERE active
      ) changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
      ON CONFLICT (section_id, collection_id, stock_mask)
      DO UPDATE SET count = product_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();--> statement-breakpoint
CREATE TRIGGER product_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();--> statement-breakpoint
CREATE TRIGGER product_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();--> statement-breakpoint
CREATE TRIGGER product_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();--> statement-breakpoint
ALTER TABLE "products" ENABLE ALWAYS TRIGGER product_counts_insert;--> statement-breakpoint
ALTER TABLE "products" ENABLE ALWAYS TRIGGER product_counts_update;--> statement-breakpoint
ALTER TABLE "products" ENABLE ALWAYS TRIGGER product_counts_delete;--> statement-breakpoint
ALTER TABLE "products" ENABLE ALWAYS TRIGGER product_counts_truncate;--> statement-breakpoint
INSERT INTO product_counts (section_id, collection_id, stock_mask, count)
  SELECT section_id, coalesce(collection_id, 0), stock_mask, count(*)::int
  FROM products WHERE active GROUP BY 1, 2, 3;
