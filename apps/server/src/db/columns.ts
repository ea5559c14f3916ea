import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { bigint, customType, index, pgTable, text, timestamp, uuid, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { institutes } from './schema/accounts.ts';

/*
 * Column builders every table shares, so `_id`, `createdAt` and the institute key are spelled one way.
 * Function declarations (not arrow constants): a schema file may import this file while this file's
 * own import of the institutes table is still loading.
 */

/** The record's `_id`: a random UUID made by the database. */
export function id() {
  return uuid('id').primaryKey().defaultRandom();
}

/** When the record was made, in UTC (never derived from the id). */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/**
 * Insertion order, for lists sorted newest first: two rows written in the same millisecond (the
 * embedded database's clock resolution) share a `createdAt`, and a random id would then order them by chance.
 */
export function insertedSeq() {
  return bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity();
}

/** Bytes (pictures, photos): pg answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** When the record last changed; Drizzle sets it on every update made through it. */
export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

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
    index(`${name}_institute_code_idx`).on((t as unknown as BuildExtraConfigColumns<TName, InstituteKey, 'pg'>).instituteCode),
    ...(extraConfig?.(t) ?? []),
  ]);
}
