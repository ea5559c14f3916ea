import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { index, pgTable, text, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { institutes } from './schema/accounts.ts';

/* The shared column builders (base-columns.ts) and the institute key, which refers to the institutes table. */
export { bytea, createdAt, id, insertedSeq, updatedAt } from './base-columns.ts';

/** The tenant a record belongs to. Use `instituteTable()`, which adds it with its index. */
export function instituteCode() {
  return text('institute_code')
    .notNull()
    .references(() => institutes.code);
}

type InstituteKey = { instituteCode: ReturnType<typeof instituteCode> };

/**
 * A table of institute data (jobs, vehicles, students, fees, ...): it gets the `institute_code` key
 * and its index, and is read and written only through `scoped()` (db/scoped.ts), which adds the
 * caller's institute to every query (decision 006).
 */
export function instituteTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (t: BuildExtraConfigColumns<TName, TColumns & InstituteKey, 'pg'>) => PgTableExtraConfigValue[],
) {
  const all = { ...columns, instituteCode: instituteCode() } as TColumns & InstituteKey;
  return pgTable(name, all, (t) => [
    index(`${name}_institute_code_idx`).on(
      (t as unknown as BuildExtraConfigColumns<TName, InstituteKey, 'pg'>).instituteCode,
    ),
    ...(extraConfig?.(t) ?? []),
  ]);
}
