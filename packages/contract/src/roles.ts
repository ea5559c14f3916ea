import { z } from 'zod';

export const ROLES = ['superAdmin', 'instituteAdmin', 'instituteUser', 'jobseeker'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Roles a visitor may choose on /register. */
export const SELF_REGISTER_ROLES = ['instituteAdmin', 'jobseeker'] as const;

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  superAdmin: 'Super Admin',
  instituteAdmin: 'Institute Admin',
  instituteUser: 'Institute User',
  jobseeker: 'Job Seeker',
};
