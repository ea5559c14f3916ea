CREATE TABLE "fee_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_heads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"is_tuition" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"head_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"label" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"number" integer,
	"receipt_no" text,
	"student_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"cheque_number" text,
	"bank" text,
	"cheque_date" date,
	"paid_on" date NOT NULL,
	"collected_by" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancel_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_receipt_id_fee_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."fee_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_heads" ADD CONSTRAINT "fee_heads_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_counters" ADD CONSTRAINT "fee_receipt_counters_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_counters" ADD CONSTRAINT "fee_receipt_counters_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_allocations_institute_code_idx" ON "fee_allocations" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_allocations_receipt_idx" ON "fee_allocations" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "fee_allocations_student_instalment_idx" ON "fee_allocations" USING btree ("student_id","instalment_id");--> statement-breakpoint
CREATE INDEX "fee_allocations_instalment_idx" ON "fee_allocations" USING btree ("instalment_id");--> statement-breakpoint
CREATE INDEX "fee_heads_institute_code_idx" ON "fee_heads" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_heads_institute_name_key" ON "fee_heads" USING btree ("institute_code",lower("name"));--> statement-breakpoint
CREATE INDEX "fee_instalments_institute_code_idx" ON "fee_instalments" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_instalments_class_head_label_key" ON "fee_instalments" USING btree ("class_id","head_id","label");--> statement-breakpoint
CREATE INDEX "fee_instalments_class_due_idx" ON "fee_instalments" USING btree ("class_id","due_date");--> statement-breakpoint
CREATE INDEX "fee_receipt_counters_institute_code_idx" ON "fee_receipt_counters" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipt_counters_year_key" ON "fee_receipt_counters" USING btree ("institute_code","academic_year_id");--> statement-breakpoint
CREATE INDEX "fee_receipts_institute_code_idx" ON "fee_receipts" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipts_year_number_key" ON "fee_receipts" USING btree ("institute_code","academic_year_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipts_idempotency_key" ON "fee_receipts" USING btree ("institute_code","idempotency_key");--> statement-breakpoint
CREATE INDEX "fee_receipts_student_idx" ON "fee_receipts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "fee_receipts_institute_paid_on_idx" ON "fee_receipts" USING btree ("institute_code","paid_on");