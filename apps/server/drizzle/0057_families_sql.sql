-- Decision 037: the sibling concession is part of the fee rule (fees/ledger-lines.ts), so linking or unlinking a
-- child, and setting the school's rule, log the years to place again, as a concession's write does (migration 0040).
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['family_members', 'sibling_concession_rules'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_insert', t);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_update', t);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS former_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_delete', t);
	END LOOP;
END
$$;
