-- Decision 038: a keyword's numbers are matched as whole numbers ("17" of "Kendriya Vidyalaya 17" is not
-- "2017"), and a LIKE cannot be answered by the trigram index for a number under three digits (at a million
-- seekers "kendriya vidyalaya 17" read every profile with the two words to look for "17": 50-70 ms). The
-- text's numbers, split at every non-digit, are what a GIN index per list (migration 0069) answers.
CREATE FUNCTION search_numbers(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_remove(regexp_split_to_array(t, '[^0-9]+'), '');
