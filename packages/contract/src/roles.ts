/** Role and status names: plain constants, no schema library, so any screen may use them cheaply. */
export const ROLES = ['superAdmin', 'instituteAdmin', 'instituteUser', 'jobseeker'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose on /register. */
export const SELF_REGISTER_ROLES = ['instituteAdmin', 'jobseeker'] as const;

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superAdmin: /*i18n*/ 'Super Admin',
  instituteAdmin: /*i18n*/ 'Institute Admin',
  instituteUser: /*i18n*/ 'Institute User',
  jobseeker: 'Job Seeker',
};
