CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid,
	"supplier_name" text NOT NULL,
	"supplier_email" text NOT NULL,
	"institute_name" text NOT NULL,
	"sent_by_id" uuid NOT NULL,
	"sent_by_name" text NOT NULL,
	"sent_by_email" text NOT NULL,
	"items" jsonb NOT NULL,
	"delivery_state" text NOT NULL,
	"delivery_district" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"categories" text[] NOT NULL,
	"contact_person" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"district" text NOT NULL,
	"description" text,
	"gstin" text,
	"serves_all_india" boolean DEFAULT false NOT NULL,
	"service_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"logo_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"price_paise" bigint NOT NULL,
	"unit" text NOT NULL,
	"min_order_qty" integer DEFAULT 1 NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"image_keys" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_logo_key_images_key_fk" FOREIGN KEY ("logo_key") REFERENCES "public"."images"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_institute_code_idx" ON "enquiries" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "enquiries_institute_seq_idx" ON "enquiries" USING btree ("institute_code","seq");--> statement-breakpoint
CREATE INDEX "enquiries_seq_idx" ON "enquiries" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "enquiries_supplier_idx" ON "enquiries" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_categories_idx" ON "suppliers" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "suppliers_service_states_idx" ON "suppliers" USING gin ("service_states");--> statement-breakpoint
CREATE INDEX "suppliers_service_areas_idx" ON "suppliers" USING gin ("service_areas");--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin (lower("name" || ' ' || "contact_person" || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_supplier_name_idx" ON "products" USING btree ("supplier_id","name","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category","name","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower("name" || ' ' || coalesce("description", '')) gin_trgm_ops);