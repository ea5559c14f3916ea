/* Kept out of AUTH_MESSAGES, which every signed-out screen loads. */

/** The one rule the registration form adds to the API's (loaded with the form's rules, when it is first sent). */
export const REGISTER_MESSAGES = {
  instituteNameRequired: /*i18n*/ 'Institute Name is required.',
} as const;
