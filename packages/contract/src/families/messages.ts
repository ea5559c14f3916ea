/** What the family links, the sibling suggestions and the sibling concession say. */
export const FAMILY_MESSAGES = {
  studentNotFound: /*i18n*/ 'Student not found.',
  siblingNotFound: /*i18n*/ 'Choose a student of this school as the sibling.',
  siblingIsSelf: /*i18n*/ 'Choose another student: a child is not their own sibling.',
  inOtherFamily: /*i18n*/ 'These two children are each in another family already. Unlink one of them first.',
  linked: /*i18n*/ 'Linked as brother or sister.',
  unlinked: /*i18n*/ 'Taken out of the family.',
  notInFamily: /*i18n*/ 'This student is not linked to a family.',
  familyNotFound: /*i18n*/ 'Family not found.',
  ruleSaved: /*i18n*/ 'Sibling concession saved.',
  ruleRemoved: /*i18n*/ 'Sibling concession removed.',
  headRequired: /*i18n*/ 'Choose the fee head the concession is on.',
  headNotFound: /*i18n*/ 'Fee head not found.',
} as const;
