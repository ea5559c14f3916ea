/** What the property test of the fee figures uses of the year end (the app takes only its routes). */
export { runYearEnd } from './service.ts';
