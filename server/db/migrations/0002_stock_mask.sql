ALTER TABLE "products" ADD COLUMN "stock_mask" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_stock_mask_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN pid := OLD.product_id; ELSE pid := NEW.product_id; END IF;
  UPDATE products SET stock_mask = COALESCE(
    (SELECT bit_or(1 << (s.store_id - 1)) FROM stock s WHERE s.product_id = pid AND s.amount > 0), 0)
  WHERE id = pid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_mask_sync AFTER INSERT OR UPDATE OR DELETE ON stock
  FOR EACH ROW EXECUTE FUNCTION products_stock_mask_sync();--> statement-breakpoint
UPDATE products p SET stock_mask = COALESCE(
  (SELECT bit_or(1 << (s.store_id - 1)) FROM stock s WHERE s.product_id = p.id AND s.amount > 0), 0);
