ALTER TABLE "fee_receipts" ADD COLUMN "paid_on_chosen_by" uuid;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD COLUMN "paid_on_reason" text;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_paid_on_chosen_by_users_id_fk" FOREIGN KEY ("paid_on_chosen_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;