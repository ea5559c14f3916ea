export * from './stages.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './messages.ts';
