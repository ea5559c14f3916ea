/** What the profile screens and their calls tell the user, in the spec's words where it gives them. */
export const PROFILE_MESSAGES = {
  updated: /*i18n*/ 'Profile updated successfully!',
  ownOnly: /*i18n*/ 'You can only see and change your own profile.',
  notFound: /*i18n*/ 'Profile not found.',
  userIdNotFound: /*i18n*/ 'User ID not found.',
  fetchFailed: /*i18n*/ 'Failed to fetch profile.',
  pictureFailed: /*i18n*/ 'Failed to update profile picture.',
  updateFailed: /*i18n*/ 'Update failed. Please try again.',
} as const;

/** The institute profile screen (spec section 8). */
export const INSTITUTE_PROFILE_MESSAGES = {
  fetchFailed: /*i18n*/ 'Error fetching profile data. Please try again.',
  updated: /*i18n*/ 'Profile updated successfully!',
  updateFailed: /*i18n*/ 'Error updating profile. Please try again.',
} as const;

/** The job seeker profile screen (spec section 8). */
export const JOBSEEKER_PROFILE_MESSAGES = {
  fetchFailed: /*i18n*/ 'Failed to load profile.',
  updated: /*i18n*/ 'Profile updated successfully!',
  updateFailed: /*i18n*/ 'Update failed.',
  lookingFailed: /*i18n*/ 'Failed to update job seeking status.',
  pictureFailed: /*i18n*/ 'Profile picture upload failed.',
  lookingOn: /*i18n*/ 'Institutes can now find you.',
  lookingOff: /*i18n*/ 'You are hidden from institutes until you switch this on again.',
  nothingSent: /*i18n*/ 'Send the whole profile, isLookingForJob or profilePicture.',
  subjectOfSyllabus: /*i18n*/ 'Choose a subject taught at this level and syllabus.',
} as const;

/** Why a profile picture was refused. */
export const PICTURE_MESSAGES = {
  superAdminType: /*i18n*/ 'Only JPG, JPEG, and PNG files are allowed.',
  superAdminSize: /*i18n*/ 'File size should not exceed 2MB.',
  instituteType: /*i18n*/ 'Only JPG, JPEG, and PNG files are allowed.',
  instituteSize: /*i18n*/ 'File size should not exceed 2MB.',
  jobseekerType: /*i18n*/ 'Only JPG, JPEG, PNG files allowed.',
  jobseekerSize: /*i18n*/ 'File size should not exceed 5MB.',
} as const;

/** The CV: upload, removal, download. */
export const CV_MESSAGES = {
  uploaded: /*i18n*/ 'CV uploaded.',
  removed: /*i18n*/ 'CV removed.',
  notPdf: /*i18n*/ 'The CV must be a PDF file.',
  tooLarge: /*i18n*/ 'The CV must be at most 5 MB.',
  notFound: /*i18n*/ 'No CV found.',
  uploadFailed: /*i18n*/ 'Failed to upload the CV',
  downloadFailed: /*i18n*/ 'Failed to open the CV',
} as const;
