export * from './schemas.ts';
export * from './pictures.ts';
export * from './institute.ts';
export * from './jobseeker.ts';
export * from './endpoints.ts';
export * from './messages.ts';
export * from './institute-user.ts';
export * from './cv.ts';
