import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Rupees on the wire from exact paise: one division at the very end, after every sum. */
export const rupeesOf = (paise: number | string | null | undefined) => Number(paise ?? 0) / 100;

/** Every day from one YYYY-MM-DD to another, both counted. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** A day's figures for every day of the range, days without any at zero (so a chart shows the gap). */
export function fillDays<T extends { date: string }>(
  from: string,
  to: string,
  rows: T[],
  empty: (date: string) => T,
): T[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return daysOf(from, to).map((date) => byDate.get(date) ?? empty(date));
}

/** The first and last day of the month a day falls in: 2026-02-14 → 2026-02-01 … 2026-02-28. */
export function monthOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = day.slice(0, 7);
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The instant an Indian calendar day starts (UTC+5:30, no daylight saving). */
export const indianDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`));

export { toCsv } from '../../http/csv.ts';

/** Runs an aggregate written in SQL; both drivers answer raw SQL with { rows }, which the shared Db type cannot say. */
export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
