-- Decision 028: search change notices are JSON the contract's SearchChangeSchema reads (db/search-cache.ts),
-- no longer a text format made here and parsed by hand: {"list": "jobs", "state": ["KL", null], "subject":
-- [...], "level": [...], "category": [...], "type": [...], "id": [...]}. A field names the values the
-- written rows had in that column, before and after the write (null: none); a field left out may have had
-- any value (more than 20 values: a bulk write). A notice of the list alone may change any of its pages.
-- The same triggers call these functions (migrations 0042 and 0043); only their bodies change.
CREATE OR REPLACE FUNCTION notify_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', jsonb_build_object('list', TG_ARGV[0])::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows a statement wrote, as the source of a query: the new ones of an insert, the old ones of a
-- delete, both of an update. A transition table exists only for the events that declare it, so the
-- functions below name it in text and write their one query once, not once per event.
CREATE FUNCTION search_rows_written(operation text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation WHEN 'INSERT' THEN 'written_rows' WHEN 'DELETE' THEN 'former_rows'
    ELSE '(SELECT * FROM written_rows UNION ALL SELECT * FROM former_rows) AS touched' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_search_change_in_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload jsonb;
BEGIN
  EXECUTE 'SELECT jsonb_build_object(''list'', $1, ''state'', jsonb_agg(DISTINCT state_code)) FROM '
    || search_rows_written(TG_OP)
    || ' HAVING count(*) > 0'
    INTO payload USING TG_ARGV[0];
  -- No row written, no notice.
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('search_changes', payload::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_job_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload jsonb;
BEGIN
  EXECUTE $query$
    SELECT jsonb_strip_nulls(jsonb_build_object(
      'list', 'jobs',
      'state', jsonb_agg(DISTINCT state_code),
      'subject', CASE WHEN count(DISTINCT subject) <= 20 THEN jsonb_agg(DISTINCT subject) END,
      'level', CASE WHEN count(DISTINCT teaching_level) <= 20 THEN jsonb_agg(DISTINCT teaching_level) END,
      'category', jsonb_agg(DISTINCT category),
      'type', jsonb_agg(DISTINCT job_type),
      'id', CASE WHEN count(DISTINCT id) <= 20 THEN jsonb_agg(DISTINCT id) END))
    FROM $query$
    || search_rows_written(TG_OP)
    || ' HAVING count(*) > 0'
    INTO payload;
  -- No row written, no notice.
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('search_changes', payload::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION job_search_change_payload(text, text[], text[], text[], text[], text[], text[]);
