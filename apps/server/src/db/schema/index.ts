export * from './accounts.ts';
export * from './auth.ts';
export * from './notifications.ts';
export * from './system.ts';
export * from './profiles.ts';
export * from './images.ts';
export * from './vehicles.ts';
