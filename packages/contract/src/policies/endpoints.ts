import { z } from 'zod';
import { endpoints } from '../http/endpoint.ts';
import { POLICY_DOCUMENTS, type PolicyDocument, type PolicyKey } from './documents.ts';

const document = (doc: PolicyDocument) =>
  ({
    method: 'GET',
    path: doc.path,
    access: 'public',
    summary: doc.title,
    answer: z.string(),
    text: true,
    errors: [],
  }) as const;

/** Each policy document as plain text; the paths are those of POLICY_DOCUMENTS. */
export const policiesApi = endpoints(
  'policies',
  Object.fromEntries(POLICY_DOCUMENTS.map((doc) => [doc.key, document(doc)])) as Record<
    PolicyKey,
    ReturnType<typeof document>
  >,
);
