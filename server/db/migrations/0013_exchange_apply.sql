-- Issue #35: a catalogue file from 1C is applied by one process in one transaction that may
-- outlast 1C's call (the calls meanwhile answer 'progress'); its lease and failure are kept here.
-- The stock-mask trigger (migration 0002) steps aside for a bulk writer that sets
-- selvedge.bulk_stock for its transaction and recomputes the masks of a batch in one statement.
ALTER TABLE "exchange_files" ADD COLUMN "applying_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_files" ADD COLUMN "error" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_stock_mask_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  IF current_setting('selvedge.bulk_stock', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN pid := OLD.product_id; ELSE pid := NEW.product_id; END IF;
  UPDATE products SET stock_mask = COALESCE(
    (SELECT bit_or(1 << (s.store_id - 1)) FROM stock s WHERE s.product_id = pid AND s.amount > 0), 0)
  WHERE id = pid;
  RETURN NULL;
END
$$;
