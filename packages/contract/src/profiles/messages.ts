/** What the profile screens and their calls tell the user, in the spec's words where it gives them. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  ownOnly: 'You can only see and change your own profile.',
  userIdNotFound: 'User ID not found.',
  fetchFailed: 'Failed to fetch profile.',
  pictureFailed: 'Failed to update profile picture.',
  updateFailed: 'Update failed. Please try again.',
} as const;

/** Why a profile picture was refused. */
export const PICTURE_MESSAGES = {
  superAdminType: 'Only JPG, JPEG, and PNG files are allowed.',
  superAdminSize: 'File size should not exceed 2MB.',
} as const;
