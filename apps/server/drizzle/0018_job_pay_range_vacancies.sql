ALTER TABLE "jobs" ADD COLUMN "salary_max_paise" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_pay_low_paise" bigint GENERATED ALWAYS AS (case when salary_type = 'yearly' then salary_paise / 12 else salary_paise end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_pay_high_paise" bigint GENERATED ALWAYS AS (case when salary_type = 'yearly' then coalesce(salary_max_paise, salary_paise) / 12 else coalesce(salary_max_paise, salary_paise) end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "vacancies" integer DEFAULT 1 NOT NULL;