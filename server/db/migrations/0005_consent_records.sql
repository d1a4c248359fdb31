ALTER TABLE "leads" ADD COLUMN "consent_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_policy_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_policy_version" text;