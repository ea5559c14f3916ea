import { ErrorSchema } from '@school-portal/contract';

/** Declares the error answers a route can give, for the OpenAPI document. */
export function errorAnswers<const C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((c) => [c, ErrorSchema])) as Record<C, typeof ErrorSchema>;
}
