/** What the property test of the fee figures and the test factories use of transfer certificates (the app takes only their routes). */
export { issueTc } from './service.ts';
export { nextTcNumber } from './numbering.ts';
