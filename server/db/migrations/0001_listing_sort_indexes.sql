CREATE INDEX "products_section_popularity_idx" ON "products" USING btree ("section_id","popularity");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");