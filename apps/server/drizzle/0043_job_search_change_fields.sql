-- Decision 018: a job written now names, besides its states, the values a Browse Jobs page may be pinned
-- to (subject, level, category, job type) and, for a few rows, their ids (a ranked Find Employee page
-- depends on its one job). An instance keeps every page whose pinned value none of the written rows,
-- before or after, has: a Kerala Physics page survives a Mathematics job posted in Kerala, and no ranked
-- page changes when a new job is posted. Without it each job posted forgot two thirds of the kept pages,
-- and at one post a second their re-reads were the slowest answers of the jobs bench (27 Nov 2026).
-- The payload keeps 0042's start ("jobs KA MH"), so an instance still running 0042's reading treats the
-- rest as states no page has and forgets what it forgot before. A field with more than 20 values (a bulk
-- update) is left out, which means "any value".
CREATE FUNCTION job_search_change_payload(list text, states text[], subjects text[], levels text[], categories text[], types text[], ids text[])
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT list || ' ' || array_to_string(states, ' ') || ' |'
    || CASE WHEN cardinality(subjects) <= 20 THEN ' subject=' || array_to_string(subjects, ',') ELSE '' END
    || CASE WHEN cardinality(levels) <= 20 THEN ' level=' || array_to_string(levels, ',') ELSE '' END
    || ' category=' || array_to_string(categories, ',')
    || ' type=' || array_to_string(types, ',')
    || CASE WHEN cardinality(ids) <= 20 THEN ' id=' || array_to_string(ids, ',') ELSE '' END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_job_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT job_search_change_payload('jobs', array_agg(DISTINCT coalesce(state_code, '-')), array_agg(DISTINCT coalesce(subject, '-')),
        array_agg(DISTINCT coalesce(teaching_level, '-')), array_agg(DISTINCT category), array_agg(DISTINCT job_type), array_agg(DISTINCT id::text))
      INTO payload FROM written_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT job_search_change_payload('jobs', array_agg(DISTINCT coalesce(state_code, '-')), array_agg(DISTINCT coalesce(subject, '-')),
        array_agg(DISTINCT coalesce(teaching_level, '-')), array_agg(DISTINCT category), array_agg(DISTINCT job_type), array_agg(DISTINCT id::text))
      INTO payload FROM former_rows;
  ELSE
    SELECT job_search_change_payload('jobs', array_agg(DISTINCT coalesce(state_code, '-')), array_agg(DISTINCT coalesce(subject, '-')),
        array_agg(DISTINCT coalesce(teaching_level, '-')), array_agg(DISTINCT category), array_agg(DISTINCT job_type), array_agg(DISTINCT id::text))
      INTO payload FROM (SELECT * FROM written_rows UNION ALL SELECT * FROM former_rows) AS touched;
  END IF;
  -- No row written, no notice (array_agg of nothing is null, and so is the payload).
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('search_changes', payload);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER jobs_search_insert ON jobs;
--> statement-breakpoint
DROP TRIGGER jobs_search_update ON jobs;
--> statement-breakpoint
DROP TRIGGER jobs_search_delete ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_job_search_change();
--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_job_search_change();
--> statement-breakpoint
CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS former_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_job_search_change();
