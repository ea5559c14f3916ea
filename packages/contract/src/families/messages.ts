/** What the family links, the sibling suggestions and the sibling concession say. */
export const FAMILY_MESSAGES = {
  studentNotFound: 'Student not found.',
  siblingNotFound: 'Choose a student of this school as the sibling.',
  siblingIsSelf: 'Choose another student: a child is not their own sibling.',
  inOtherFamily: 'These two children are each in another family already. Unlink one of them first.',
  linked: 'Linked as brother or sister.',
  unlinked: 'Taken out of the family.',
  notInFamily: 'This student is not linked to a family.',
  familyNotFound: 'Family not found.',
  ruleSaved: 'Sibling concession saved.',
  ruleRemoved: 'Sibling concession removed.',
  headRequired: 'Choose the fee head the concession is on.',
  headNotFound: 'Fee head not found.',
} as const;
