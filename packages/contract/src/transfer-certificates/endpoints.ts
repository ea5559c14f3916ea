import { z } from 'zod';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import { StudentIdParamSchema } from '../students/schemas.ts';
import {
  DuplicateTcBodySchema,
  IssueTcBodySchema,
  TcIdParamSchema,
  TcPdfQuerySchema,
  TransferCertificateSchema,
} from './schemas.ts';

const office = ['instituteAdmin', 'instituteUser'] as const;

/** Transfer certificates of the caller's institute. */
export const transferCertificatesApi = endpoints('transfer-certificates', {
  list: {
    method: 'GET',
    path: '/api/students/:studentId/transfer-certificates',
    access: office,
    summary: "A student's transfer certificates, latest first",
    params: StudentIdParamSchema,
    answer: z.array(TransferCertificateSchema),
    errors: [400, 401, 403, 404],
  },
  issue: {
    method: 'POST',
    path: '/api/students/:studentId/transfer-certificates',
    access: office,
    summary:
      'Issue a TC with the next number of the school; refused while dues stand unless the institute admin gives a reason; marks an active student left',
    params: StudentIdParamSchema,
    body: IssueTcBodySchema,
    status: 201,
    answer: TransferCertificateSchema,
    errors: [400, 401, 403, 404, 409],
  },
  duplicate: {
    method: 'POST',
    path: '/api/transfer-certificates/:tcId/duplicate',
    access: office,
    summary: 'Record a duplicate of a TC (its print is marked Duplicate), with the reason',
    params: TcIdParamSchema,
    body: DuplicateTcBodySchema,
    answer: TransferCertificateSchema,
    errors: [400, 401, 403, 404],
  },
  pdf: {
    method: 'GET',
    path: '/api/transfer-certificates/:tcId/pdf',
    access: office,
    summary:
      "A TC as PDF in the school's letterhead and the reader's language; duplicate=true prints it marked Duplicate",
    params: TcIdParamSchema,
    query: TcPdfQuerySchema,
    answer: z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' }),
    file: true,
    errors: [400, 401, 403, 404, 409],
  },
});
