export * from './messages.ts';
export * from './upi.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
