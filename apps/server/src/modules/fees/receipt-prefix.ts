import { eq, sql } from 'drizzle-orm';
import { FEE_MESSAGES, academicYearName, type ReceiptPrefix } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { feeReceiptCounters } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { conflict } from '../../errors.ts';
import { currentYear, type YearRow } from '../classes/index.ts';

/** The prefix a year's receipts take until the school sets its own: the year's name, 2026-27/. */
export const defaultPrefix = (startYear: number) => `${academicYearName(startYear)}/`;

async function yearNow(db: DbOrTx, institute: Institute): Promise<YearRow> {
  const year = await currentYear(db, institute);
  if (!year) throw conflict(FEE_MESSAGES.noCurrentYear);
  return year;
}

export async function receiptPrefix(db: DbOrTx, institute: Institute): Promise<ReceiptPrefix> {
  const year = await yearNow(db, institute);
  const [counter] = await scoped(db, institute).select(
    feeReceiptCounters,
    eq(feeReceiptCounters.academicYearId, year.id),
  );
  const prefix = counter?.prefix ?? defaultPrefix(year.startYear);
  return {
    academicYear: academicYearName(year.startYear),
    prefix,
    nextReceiptNo: `${prefix}${String((counter?.lastNumber ?? 0) + 1).padStart(6, '0')}`,
  };
}

/**
 * Sets the current year's prefix on its counter row (made here if no receipt was numbered yet). Receipts
 * already issued keep the number printed on them; the count goes on, so no number is skipped or repeated.
 */
export async function setReceiptPrefix(db: DbOrTx, institute: Institute, prefix: string): Promise<ReceiptPrefix> {
  const year = await yearNow(db, institute);
  await db.execute(sql`
    insert into ${feeReceiptCounters} (institute_code, academic_year_id, prefix, last_number)
    values (${institute}, ${year.id}, ${prefix}, 0)
    on conflict (institute_code, academic_year_id) do update set prefix = excluded.prefix`);
  return receiptPrefix(db, institute);
}
