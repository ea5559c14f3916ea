import { sql } from 'drizzle-orm';
import type { SetupProgress } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { sqlRows } from './report-helpers.ts';

/**
 * The office dashboard's first-run checklist, in one query on the current year: a year, its classes,
 * students in them, a fee structure, and a first receipt. Each is an `exists` on an indexed column, so
 * a school that has been running for years pays nothing for it.
 */
export async function setupProgress(db: DbOrTx, institute: Institute): Promise<SetupProgress> {
  const [row] = await sqlRows<SetupProgress>(
    db,
    sql`
    with y as (select id from academic_years where institute_code = ${institute} and is_current)
    select exists (select 1 from y) as year,
      exists (select 1 from school_classes c join y on y.id = c.academic_year_id where c.institute_code = ${institute}) as classes,
      exists (select 1 from students s join class_sections sec on sec.id = s.section_id join school_classes c on c.id = sec.class_id join y on y.id = c.academic_year_id
        where s.institute_code = ${institute}) as students,
      exists (select 1 from fee_instalments i join y on y.id = i.academic_year_id where i.institute_code = ${institute}) as structure,
      exists (select 1 from fee_receipts r join y on y.id = r.academic_year_id where r.institute_code = ${institute}) as receipt`,
  );
  return row!;
}
