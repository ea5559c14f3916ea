export * from './rules.ts';
export * from './messages.ts';
export * from './endpoints.ts';
