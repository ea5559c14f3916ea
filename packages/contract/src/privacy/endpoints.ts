import { z } from 'zod';
import { endpoints } from '../http/endpoint.ts';
import {
  ConfirmDeletionSchema,
  DataRequestListQuerySchema,
  DataRequestSchema,
  DoneSchema,
  PersonalDataSchema,
} from './schemas.ts';

/** A person's own data: download it, delete it; the super admin sees who asked and when. */
export const privacyApi = endpoints('privacy', {
  myData: {
    method: 'GET',
    path: '/api/privacy/my-data',
    access: ['jobseeker'],
    summary: 'Everything the portal holds about the caller, as one JSON file',
    answer: PersonalDataSchema,
    errors: [401, 403],
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/privacy/delete-account',
    access: ['jobseeker'],
    summary:
      "Delete the caller's account: profile, picture and notifications erased, applications kept as a withdrawn applicant's",
    body: ConfirmDeletionSchema,
    answer: DoneSchema,
    errors: [400, 401, 403],
  },
  closeInstitute: {
    method: 'POST',
    path: '/api/privacy/close-institute',
    access: ['instituteAdmin'],
    summary:
      "Close the institute's account: its people's accounts erased, receipts and student records kept as the school's",
    body: ConfirmDeletionSchema,
    answer: DoneSchema,
    errors: [400, 401, 403],
  },
  requests: {
    method: 'GET',
    path: '/api/privacy/requests',
    access: ['superAdmin'],
    summary: 'Who asked for their data or its deletion, and when, newest first',
    query: DataRequestListQuerySchema,
    answer: z.array(DataRequestSchema),
    paged: true,
    errors: [400, 401, 403],
  },
});
