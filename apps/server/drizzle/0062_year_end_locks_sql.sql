-- Issue 46: the fee rule (fees/ledger-lines.ts) charges nothing that fell due while a student was away, so a
-- re-admission's stretch away logs the years to place again, as every table the rule reads does (migration 0040).
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['student_absences'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_insert', t);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_update', t);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS former_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_delete', t);
	END LOOP;
END
$$;
