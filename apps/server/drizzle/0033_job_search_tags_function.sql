-- Decision 018: Browse Jobs' equality filters as one array a GIN index intersects in one scan, so a rare
-- combination ("PGT physics", "English, full time, 2 years") is counted without reading one heap row
-- per job of its most common filter: the subject ('-' for none), the level, the job type, the category, the
-- state, each level the job is for or its text names (what the keyword search matches, filters.ts), and each year of experience it takes
-- (experienceCondition). The level codes are the contract's TEACHING_LEVELS; a new level needs a migration.
CREATE FUNCTION job_search_tags(subject text, teaching_level text, job_type text, category text, state_code text, experience_min integer, experience_max integer, search_text text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_remove(ARRAY['subject:' || coalesce(subject, '-'), 'level:' || teaching_level, 'type:' || job_type, 'category:' || category, 'state:' || state_code], NULL)
    || ARRAY(SELECT 'mentions:' || l FROM unnest(ARRAY['NTT', 'PRT', 'TGT', 'PGT']) l WHERE l = teaching_level OR search_text LIKE '%' || lower(l) || '%')
    || ARRAY(SELECT 'experience:' || y::text FROM generate_series(0, 30) y WHERE experience_min <= y AND (experience_max >= y OR experience_max <= experience_min));
