/*
 * The registration form's rules, loaded when the form is first sent rather than with the screen: they bring
 * the schema library. Imported through this module, not the contract's entry, so that the dynamic import's
 * chunk holds the schemas and not the contract's light constants, which every screen loads at once.
 */
export { RegisterFormSchema } from '@school-portal/contract';
