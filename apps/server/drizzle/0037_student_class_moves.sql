CREATE TABLE "student_class_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"from_class_id" uuid NOT NULL,
	"to_class_id" uuid NOT NULL,
	"moved_on" date NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_class_moves" ADD CONSTRAINT "student_class_moves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_moves" ADD CONSTRAINT "student_class_moves_from_class_id_school_classes_id_fk" FOREIGN KEY ("from_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_moves" ADD CONSTRAINT "student_class_moves_to_class_id_school_classes_id_fk" FOREIGN KEY ("to_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_moves" ADD CONSTRAINT "student_class_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_moves" ADD CONSTRAINT "student_class_moves_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_class_moves_institute_code_idx" ON "student_class_moves" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "student_class_moves_student_idx" ON "student_class_moves" USING btree ("student_id","moved_on");