export * from './schemas.ts';
export * from './rules.ts';
export * from './endpoints.ts';
export * from './messages.ts';
export * from './words.ts';
export * from './report-schemas.ts';
export * from './report-endpoints.ts';
export * from './pay-plan.ts';
