import { authApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const resetPassword = (body: { token: string; newPassword: string }) => call(authApi.resetPassword, { body });

