/** What the profile screens and their calls tell the user, in the spec's words where it gives them. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  ownOnly: 'You can only see and change your own profile.',
  notFound: 'Profile not found.',
  userIdNotFound: 'User ID not found.',
  fetchFailed: 'Failed to fetch profile.',
  pictureFailed: 'Failed to update profile picture.',
  updateFailed: 'Update failed. Please try again.',
} as const;

/** The institute profile screen (spec section 8). */
export const INSTITUTE_PROFILE_MESSAGES = {
  fetchFailed: 'Error fetching profile data. Please try again.',
  updated: 'Profile updated successfully!',
  updateFailed: 'Error updating profile. Please try again.',
} as const;

/** The job seeker profile screen (spec section 8). */
export const JOBSEEKER_PROFILE_MESSAGES = {
  fetchFailed: 'Failed to load profile.',
  updated: 'Profile updated successfully!',
  updateFailed: 'Update failed.',
  lookingFailed: 'Failed to update job seeking status.',
  pictureFailed: 'Profile picture upload failed.',
  lookingOn: 'Institutes can now find you.',
  lookingOff: 'You are hidden from institutes until you switch this on again.',
  nothingSent: 'Send the whole profile, isLookingForJob or profilePicture.',
  subjectOfSyllabus: 'Choose a subject taught at this level and syllabus.',
} as const;

/** Why a profile picture was refused. */
export const PICTURE_MESSAGES = {
  superAdminType: 'Only JPG, JPEG, and PNG files are allowed.',
  superAdminSize: 'File size should not exceed 2MB.',
  instituteType: 'Only JPG, JPEG, and PNG files are allowed.',
  instituteSize: 'File size should not exceed 2MB.',
  jobseekerType: 'Only JPG, JPEG, PNG files allowed.',
  jobseekerSize: 'File size should not exceed 5MB.',
} as const;

/** The CV: upload, removal, download. */
export const CV_MESSAGES = {
  uploaded: 'CV uploaded.',
  removed: 'CV removed.',
  notPdf: 'The CV must be a PDF file.',
  tooLarge: 'The CV must be at most 5 MB.',
  notFound: 'No CV found.',
  uploadFailed: 'Failed to upload the CV',
  downloadFailed: 'Failed to open the CV',
} as const;
