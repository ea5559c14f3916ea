export * from './roles.ts';
export * from './fields.ts';
export * from './common.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './accounts.ts';
export * from './notifications.ts';
