/** What the New academic year screen says. */
export const YEAR_END_MESSAGES = {
  title: /*i18n*/ 'New academic year',
  noCurrentYear: /*i18n*/ 'Set up the current academic year first.',
  notCurrentYear: /*i18n*/ 'This academic year is no longer the current one: its year end has been run.',
  nextYearExists: /*i18n*/ 'The next academic year already exists. Promote class by class from the class manager.',
  noClasses: /*i18n*/ 'This academic year has no classes to copy.',
  studentNotFound: /*i18n*/ 'A student named is not in this academic year.',
  studentTwice: /*i18n*/ 'A student cannot both stay back and leave.',
  concessionNotFound: /*i18n*/ 'A concession named is not of this academic year.',
  noSectionOfName: /*i18n*/ '{className} has no section {section} for the students promoted into it.',
  increaseRange: /*i18n*/ 'The increase must be between 0 and 100 percent.',
  done: /*i18n*/ 'The new academic year has begun.',
  loadFailed: /*i18n*/ 'Could not load the preview. Please try again.',
  runFailed: /*i18n*/ 'The new year was not started; nothing was changed. Please try again.',
} as const;
