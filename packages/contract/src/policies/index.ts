export * from './documents.ts';
export * from './endpoints.ts';
export * from './messages.ts';
