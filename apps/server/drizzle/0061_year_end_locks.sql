CREATE TABLE "student_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"left_on" date NOT NULL,
	"back_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_absences" ADD CONSTRAINT "student_absences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_absences" ADD CONSTRAINT "student_absences_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_absences_institute_code_idx" ON "student_absences" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "student_absences_student_idx" ON "student_absences" USING btree ("student_id");