-- Decision 018: what Find Employee's list filters match, as one array a GIN index answers in one scan:
-- the seeker's teaching levels, eligibility tests and qualifications (their codes never coincide), and
-- each level paired with each test ('PGT+CTET_2'). The pairs give the planner a frequency of their own:
-- levels and tests go together (PU with CTET_2 matched nobody in the bench), and with each one's
-- frequency multiplied it expected thousands of matches and scanned a million rows for the count.
CREATE FUNCTION seeker_search_tags(levels text[], tests text[], qualifications text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN levels || tests || qualifications || ARRAY(SELECT l || '+' || t FROM unnest(levels) l, unnest(tests) t);
