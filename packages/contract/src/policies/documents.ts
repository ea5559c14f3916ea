/** The three documents a visitor agrees to on /register, served as plain text. No schema library here: the register screen loads this alone. */
export const POLICY_DOCUMENTS = [
  { key: 'terms', title: /*i18n*/ 'Terms & Conditions', path: '/docs/terms.txt' },
  { key: 'privacy', title: /*i18n*/ 'Privacy Policy', path: '/docs/privacy.txt' },
  { key: 'guidelines', title: /*i18n*/ 'User Guidelines', path: '/docs/guidelines.txt' },
] as const;

export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];
export type PolicyKey = PolicyDocument['key'];
