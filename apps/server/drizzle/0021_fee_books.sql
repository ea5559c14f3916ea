ALTER TABLE "academic_years" ADD COLUMN "start_month" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_heads" ADD COLUMN "charged_before_admission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_late_rules" ADD COLUMN "scope" text DEFAULT 'instalment' NOT NULL;