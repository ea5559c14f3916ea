export * from './schemas.ts';
export * from './endpoints.ts';
export * from './messages.ts';
export * from './forms.ts';
export * from './appeal-messages.ts';
export * from './register-messages.ts';
