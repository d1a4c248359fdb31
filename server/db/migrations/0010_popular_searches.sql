-- Issue #34: the rows so far hold what visitors typed, typos included ('кулирак'), which the
-- pre-search panel showed to everyone. Nothing of them can be told apart as a corrected query or
-- counted by person, so they go; popular searches start again from normalised queries.
DELETE FROM "search_queries";--> statement-breakpoint
CREATE TABLE "search_query_searchers" (
	"query_id" integer NOT NULL,
	"searcher" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "search_query_searchers_query_id_searcher_pk" PRIMARY KEY("query_id","searcher")
);
--> statement-breakpoint
ALTER TABLE "search_queries" ALTER COLUMN "last_searched_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "search_queries" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_queries" ADD COLUMN "pinned_position" integer;--> statement-breakpoint
ALTER TABLE "search_query_searchers" ADD CONSTRAINT "search_query_searchers_query_id_search_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_query_searchers_day_idx" ON "search_query_searchers" USING btree ("day");