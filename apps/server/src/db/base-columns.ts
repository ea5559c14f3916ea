import { bigint, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Column builders every table shares, so `_id`, `createdAt` and `updatedAt` are spelled one way. They
 * name no table: the accounts schema, which the institute key of columns.ts refers to, uses them too.
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
