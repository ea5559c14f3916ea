export * from './messages.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './split.ts';
