/** What the New academic year screen says. */
export const YEAR_END_MESSAGES = {
  title: 'New academic year',
  noCurrentYear: 'Set up the current academic year first.',
  notCurrentYear: 'This academic year is no longer the current one: its year end has been run.',
  nextYearExists: 'The next academic year already exists. Promote class by class from the class manager.',
  noClasses: 'This academic year has no classes to copy.',
  studentNotFound: 'A student named is not in this academic year.',
  studentTwice: 'A student cannot both stay back and leave.',
  concessionNotFound: 'A concession named is not of this academic year.',
  noSectionOfName: '{className} has no section {section} for the students promoted into it.',
  increaseRange: 'The increase must be between 0 and 100 percent.',
  done: 'The new academic year has begun.',
  loadFailed: 'Could not load the preview. Please try again.',
  runFailed: 'The new year was not started; nothing was changed. Please try again.',
} as const;
