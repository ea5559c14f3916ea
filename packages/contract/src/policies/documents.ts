/** The three documents a visitor agrees to on /register, served as plain text. No schema library here: the register screen loads this alone. */
export const POLICY_DOCUMENTS = [
  { key: 'terms', title: 'Terms & Conditions', path: '/docs/terms.txt' },
  { key: 'privacy', title: 'Privacy Policy', path: '/docs/privacy.txt' },
  { key: 'guidelines', title: 'User Guidelines', path: '/docs/guidelines.txt' },
] as const;

export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];
export type PolicyKey = PolicyDocument['key'];
