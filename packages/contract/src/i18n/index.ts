export * from './languages.ts';
export * from './catalogues.ts';
export * from './signed-in-catalogues.ts';
export * from './translator.ts';
export * from './icu-text.ts';
