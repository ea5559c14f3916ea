import { authApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const forgotPassword = (email: string) => call(authApi.forgotPassword, { body: { email } });

