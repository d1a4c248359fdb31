-- Issue #35: the exchange with 1C. Its sessions, runs and the orders' export cursor live in the
-- database so that any process can answer 1C's next call; users.role gains 'exchange' (a text
-- enum checked in TypeScript, so no change here).
CREATE TABLE "exchange_cursors" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sessid" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"folder" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"timestamp" integer NOT NULL,
	"version" text,
	"run_id" integer,
	"sale_cursor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_runs" ADD CONSTRAINT "exchange_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD CONSTRAINT "exchange_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD CONSTRAINT "exchange_sessions_run_id_exchange_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."exchange_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_runs_started_idx" ON "exchange_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_sessions_token_idx" ON "exchange_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "exchange_sessions_expires_idx" ON "exchange_sessions" USING btree ("expires_at");