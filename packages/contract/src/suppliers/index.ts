export * from './categories.ts';
export * from './gstin.ts';
export * from './form-values.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './enquiries.ts';
export * from './endpoints.ts';
