CREATE TABLE "fee_head_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"head_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_heads" ADD COLUMN "for_chosen_students" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_head_assignments" ADD CONSTRAINT "fee_head_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_head_assignments" ADD CONSTRAINT "fee_head_assignments_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_head_assignments" ADD CONSTRAINT "fee_head_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_head_assignments" ADD CONSTRAINT "fee_head_assignments_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_head_assignments_institute_code_idx" ON "fee_head_assignments" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_head_assignments_student_idx" ON "fee_head_assignments" USING btree ("student_id","head_id");