/** Builders of test data, one file per domain; tests import them from here. */
export * from './factories/accounts.ts';
export * from './factories/institutes.ts';
export * from './factories/notifications.ts';
export * from './factories/profiles.ts';
export * from './factories/office.ts';
export * from './factories/suppliers.ts';
export * from './factories/jobs.ts';
export * from './factories/vehicles.ts';
export * from './factories/fees.ts';
export * from './factories/guardian-fees.ts';
export * from './factories/hiring.ts';
export * from './factories/families.ts';
export * from './factories/transfer-certificates.ts';
