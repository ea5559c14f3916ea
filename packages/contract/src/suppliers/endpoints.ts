import { z } from 'zod';
import { endpoints } from '../http/endpoint.ts';
import { imagesBodyLimit } from '../images/rules.ts';
import {
  EnquiryAnswerSchema,
  EnquiryFormSchema,
  EnquiryIdParamSchema,
  EnquiryListQuerySchema,
  EnquirySchema,
  EnquiryStatusBodySchema,
  EnquiryThreadSchema,
  ReplyTokenParamSchema,
  SupplierReplyFormSchema,
} from './enquiries.ts';
import { ThreadReplyFormSchema } from '../threads.ts';
import {
  DeleteSupplierAnswerSchema,
  SupplierAnswerSchema,
  SupplierBodySchema,
  SupplierIdParamSchema,
  SupplierListQuerySchema,
  SupplierSchema,
} from './schemas.ts';

const superAdmin = ['superAdmin'] as const;
const readers = ['superAdmin', 'instituteAdmin'] as const;

/** The supplier catalogue the super admin curates, and the enquiries institutes send to suppliers. */
export const suppliersApi = endpoints('suppliers', {
  list: {
    method: 'GET',
    path: '/api/suppliers',
    access: readers,
    summary:
      'Suppliers by name, with filters by category and by the state and district they deliver to (institute admins see active ones)',
    query: SupplierListQuerySchema,
    answer: z.array(SupplierSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  get: {
    method: 'GET',
    path: '/api/suppliers/:id',
    access: readers,
    summary: 'One supplier',
    params: SupplierIdParamSchema,
    answer: SupplierSchema,
    errors: [400, 401, 403, 404],
  },
  create: {
    method: 'POST',
    path: '/api/suppliers',
    access: superAdmin,
    summary: 'Add a supplier; a multipart form with the logo (JPEG, PNG or WebP) as an optional file part',
    body: SupplierBodySchema,
    multipart: true,
    status: 201,
    answer: SupplierAnswerSchema,
    errors: [400, 401, 403, 413, 415],
    bodyLimit: imagesBodyLimit(1),
  },
  update: {
    method: 'PUT',
    path: '/api/suppliers/:id',
    access: superAdmin,
    summary: 'Save a supplier; a new logo replaces the old one, removeLogo takes it off',
    params: SupplierIdParamSchema,
    body: SupplierBodySchema,
    multipart: true,
    answer: SupplierAnswerSchema,
    errors: [400, 401, 403, 404, 413, 415],
    bodyLimit: imagesBodyLimit(1),
  },
  delete: {
    method: 'DELETE',
    path: '/api/suppliers/:id',
    access: superAdmin,
    summary: 'Delete a supplier together with its products and images; its enquiries are kept',
    params: SupplierIdParamSchema,
    answer: DeleteSupplierAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  sendEnquiry: {
    method: 'POST',
    path: '/api/suppliers/:id/enquiries',
    access: ['instituteAdmin'],
    summary:
      'Ask a supplier for a quote: products with quantities, the delivery district and a message; e-mailed to the supplier',
    params: SupplierIdParamSchema,
    body: EnquiryFormSchema,
    status: 201,
    answer: EnquiryAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  enquiries: {
    method: 'GET',
    path: '/api/enquiries',
    access: readers,
    summary: "Enquiries, newest first: every institute's for the super admin, the institute's own for its admin",
    query: EnquiryListQuerySchema,
    answer: z.array(EnquirySchema),
    paged: true,
    errors: [400, 401, 403],
  },
  setEnquiryStatus: {
    method: 'PATCH',
    path: '/api/enquiries/:id/status',
    access: readers,
    summary: 'Mark an enquiry sent, replied or closed (an institute admin, only its own)',
    params: EnquiryIdParamSchema,
    body: EnquiryStatusBodySchema,
    answer: EnquiryAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  enquiryThread: {
    method: 'GET',
    path: '/api/enquiries/:id/thread',
    access: readers,
    summary:
      'An enquiry with the replies of the supplier and the institute, oldest first (an institute admin, only its own)',
    params: EnquiryIdParamSchema,
    answer: EnquiryThreadSchema,
    errors: [400, 401, 403, 404],
  },
  replyToEnquiry: {
    method: 'POST',
    path: '/api/enquiries/:id/messages',
    access: ['instituteAdmin'],
    summary:
      "The asking institute writes to the supplier in the enquiry's thread; e-mailed to the supplier with its reply link",
    params: EnquiryIdParamSchema,
    body: ThreadReplyFormSchema,
    status: 201,
    answer: EnquiryThreadSchema,
    errors: [400, 401, 403, 404],
  },
  supplierThread: {
    method: 'GET',
    path: '/api/public/enquiries/:token',
    access: 'public',
    summary: "The supplier's view of an enquiry, through the secret link in its e-mail",
    params: ReplyTokenParamSchema,
    answer: EnquiryThreadSchema,
    errors: [400, 404],
  },
  supplierReply: {
    method: 'POST',
    path: '/api/public/enquiries/:token',
    access: 'public',
    summary:
      'The supplier replies through its link and marks the enquiry answered or closed; the institute is notified and e-mailed',
    params: ReplyTokenParamSchema,
    body: SupplierReplyFormSchema,
    status: 201,
    answer: EnquiryThreadSchema,
    errors: [400, 404],
  },
});
