import { profilesApi } from '@school-portal/contract';
import { endpointCall } from '../../../lib/endpoint-query';

/** The job seeker's profile: their dashboard and their profile screen ask it first (app/first-calls.ts). */
export const seekerProfileCall = (userId: string) => endpointCall(profilesApi.jobseekerProfile, { params: { userId } });
