ALTER TABLE "bus_ads" ADD COLUMN "appeal_message" text;--> statement-breakpoint
ALTER TABLE "bus_ads" ADD COLUMN "appealed_at" timestamp with time zone;