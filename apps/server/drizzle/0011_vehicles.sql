CREATE TABLE "bus_ad_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"from_user_id" uuid,
	"from_name" text NOT NULL,
	"from_institute_code" text NOT NULL,
	"from_institute_name" text NOT NULL,
	"message" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertisement_id" text NOT NULL,
	"seller_id" uuid,
	"institute_name" text NOT NULL,
	"reg_no" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"fuel" text NOT NULL,
	"seating_cap" integer NOT NULL,
	"km_driven" integer NOT NULL,
	"price_paise" bigint NOT NULL,
	"negotiable" boolean NOT NULL,
	"insurance_valid_upto" date,
	"fc_valid_upto" date,
	"tax_valid_upto" date,
	"permit_valid_upto" date,
	"gps" boolean NOT NULL,
	"camera" boolean NOT NULL,
	"panic_button" boolean NOT NULL,
	"speed_governor" boolean NOT NULL,
	"first_aid_box" boolean NOT NULL,
	"fire_extinguisher" boolean NOT NULL,
	"emergency_exit" boolean NOT NULL,
	"yellow_body" boolean NOT NULL,
	"seat_belts" boolean NOT NULL,
	"state_code" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone" text NOT NULL,
	"description" text,
	"photo_keys" uuid[] NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bus_ads_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_ad_enquiries" ADD CONSTRAINT "bus_ad_enquiries_ad_id_bus_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."bus_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_ad_enquiries" ADD CONSTRAINT "bus_ad_enquiries_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_ads" ADD CONSTRAINT "bus_ads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_ads" ADD CONSTRAINT "bus_ads_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_ad_enquiries_ad_idx" ON "bus_ad_enquiries" USING btree ("ad_id","created_at");--> statement-breakpoint
CREATE INDEX "bus_ads_institute_code_idx" ON "bus_ads" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_ads_advertisement_id_key" ON "bus_ads" USING btree ("advertisement_id");--> statement-breakpoint
CREATE INDEX "bus_ads_institute_created_idx" ON "bus_ads" USING btree ("institute_code","created_at","seq");--> statement-breakpoint
CREATE INDEX "bus_ads_status_created_idx" ON "bus_ads" USING btree ("status","created_at","seq");--> statement-breakpoint
CREATE INDEX "bus_ads_status_reviewed_idx" ON "bus_ads" USING btree ("status","reviewed_at","seq");--> statement-breakpoint
CREATE INDEX "bus_ads_for_sale_reviewed_idx" ON "bus_ads" USING btree ("reviewed_at","seq") WHERE status = 'approved' and sold_at is null;--> statement-breakpoint
CREATE INDEX "bus_ads_for_sale_price_idx" ON "bus_ads" USING btree ("price_paise","seq") WHERE status = 'approved' and sold_at is null;--> statement-breakpoint
CREATE INDEX "bus_ads_for_sale_place_idx" ON "bus_ads" USING btree ("state_code","district","reviewed_at") WHERE status = 'approved' and sold_at is null;--> statement-breakpoint
CREATE INDEX "bus_ads_search_trgm_idx" ON "bus_ads" USING gin ((lower("make" || ' ' || "model" || ' ' || "institute_name" || ' ' || "district" || ' ' || "reg_no")) gin_trgm_ops);