import { z } from 'zod';
import { text } from './fields.ts';

/** The one error shape every route answers with. */
export const ErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });

/** Dates travel as ISO-8601 strings in UTC. */
export const IsoDateSchema = z.string();

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Paths of the spec name a user by `_id` or by user ID. */
export const UserIdParamSchema = z.object({ userId: text().min(1).max(100) });

/**
 * "Did you mean …?" for a search that found nothing: the search with its misspelt words put right,
 * offered only when that finds something; null when there is nothing to offer (decision 038).
 */
export const SuggestionSchema = z.object({ suggestion: z.string().nullable() });
export type Suggestion = z.infer<typeof SuggestionSchema>;
