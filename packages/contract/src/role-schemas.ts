import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from './roles.ts';

export const RoleSchema = z.enum(ROLES);
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
