export * from './states.ts';
export * from './districts.ts';
export * from './subjects.ts';
export * from './teaching.ts';
export * from './places.ts';
export * from './state-names.ts';
export * from './place-text.ts';
