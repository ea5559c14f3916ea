export * from './schemas.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './endpoints.ts';
