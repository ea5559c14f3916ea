/** What other modules and the app may use of profiles. */
export { cvFile } from './cv.ts';
export {
  findJobseekers,
  institutePhone,
  institutePlace,
  isFindable,
  jobseekerCards,
  seekerInterests,
  suggestSeekerSearch,
  type InstitutePlace,
  type SeekerPage,
} from './directory.ts';
export { instituteLetterhead, printedLetterhead, type PrintedLetterhead } from './institute.ts';
export { rankJobseekers } from './ranked-seekers.ts';
export { createSearchTextFill, type SearchTextFill } from './search-text-fill.ts';
