CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Backfill (issue #20): every existing order was placed by its buyer at created_at, the first
-- event of its history; an order already past 'new' moved there at updated_at by an unknown hand.
INSERT INTO "order_events" ("order_id", "actor_id", "actor_kind", "from_status", "to_status", "created_at")
SELECT "id", "user_id", 'buyer', NULL, 'new', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "actor_id", "actor_kind", "from_status", "to_status", "created_at")
SELECT "id", NULL, 'shop', 'new', "status", "updated_at" FROM "orders" WHERE "status" <> 'new';
