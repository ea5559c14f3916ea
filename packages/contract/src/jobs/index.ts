export * from './terms.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './messages.ts';
export * from './fit.ts';
