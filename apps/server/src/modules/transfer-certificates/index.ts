/** What the property test of the fee figures uses of transfer certificates (the app takes only their routes). */
export { issueTc } from './service.ts';
