CREATE TABLE "daily_runs" (
	"task" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "daily_runs_task_day_pk" PRIMARY KEY("task","day")
);
