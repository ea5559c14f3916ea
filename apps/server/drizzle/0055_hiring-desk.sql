CREATE TABLE "hiring_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"place" text,
	"class_name" text,
	"topic" text,
	"duration_minutes" integer NOT NULL,
	"slot_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"candidate_note" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" text NOT NULL,
	"monthly_pay_paise" integer NOT NULL,
	"joining_date" date NOT NULL,
	"note" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "hiring_messages" ADD CONSTRAINT "hiring_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_messages" ADD CONSTRAINT "hiring_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_messages" ADD CONSTRAINT "hiring_messages_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_taken_by_interview_invitations_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."interview_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hiring_messages_institute_code_idx" ON "hiring_messages" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "hiring_messages_application_idx" ON "hiring_messages" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_invitations_institute_code_idx" ON "interview_invitations" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "interview_invitations_application_idx" ON "interview_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_to_remind_idx" ON "interview_invitations" USING btree ("status") WHERE status = 'accepted' and reminded_at is null;--> statement-breakpoint
CREATE INDEX "interview_slots_institute_code_idx" ON "interview_slots" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_job_starts_key" ON "interview_slots" USING btree ("job_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_offers_institute_code_idx" ON "job_offers" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "job_offers_application_idx" ON "job_offers" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_open_key" ON "job_offers" USING btree ("application_id") WHERE status = 'sent';