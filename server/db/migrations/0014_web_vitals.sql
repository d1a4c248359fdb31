-- Issue #37: real visitors' Core Web Vitals, one row per page view (page type, device class and
-- the four values; no address, account, URL or browser). Rows older than 90 days are deleted
-- as reports come in; the head reads p75s of the last 1 and 28 days by created_at.
CREATE TABLE "web_vital_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page" text NOT NULL,
	"device" text NOT NULL,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision,
	"ttfb" double precision
);
--> statement-breakpoint
CREATE INDEX "web_vital_reports_created_at_idx" ON "web_vital_reports" USING btree ("created_at");