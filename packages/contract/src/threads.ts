import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { required } from './fields.ts';

/**
 * An enquiry's conversation (a supplier's quote, a bus ad): the asking school on one side, the
 * supplier or seller on the other. One shape for both kinds, so one thread view shows either.
 */
export const THREAD_SIDES = ['asker', 'answerer'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

// Pure: a screen that imports the contract without threads leaves them out of its bundle.
export const ThreadMessageSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  side: /* @__PURE__ */ z.enum(THREAD_SIDES),
  authorName: z.string(),
  body: z.string(),
  createdAt: IsoDateSchema,
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const MAX_THREAD_MESSAGE = 2000;

export const THREAD_MESSAGES = {
  messageRequired: /*i18n*/ 'Write a reply.',
  messageTooLong: `Reply must be at most ${MAX_THREAD_MESSAGE} characters.`,
  replySent: /*i18n*/ 'Your reply was sent.',
  replyFailed: /*i18n*/ 'The reply could not be sent. Please try again.',
  statusChanged: /*i18n*/ 'Enquiry status updated.',
  empty: /*i18n*/ 'No replies yet.',
} as const;

/** A reply in a thread; `status` lets the one answering mark the enquiry answered or closed with it. */
export const ThreadReplyFormSchema = /* @__PURE__ */ z.object({
  message: /* @__PURE__ */ required(THREAD_MESSAGES.messageRequired).pipe(
    z.string().max(MAX_THREAD_MESSAGE, THREAD_MESSAGES.messageTooLong),
  ),
});
export type ThreadReplyForm = z.input<typeof ThreadReplyFormSchema>;

/** The rule messages built above from a label and a limit, written out for lingui extract (catalogues.test.ts checks they are the ones built). */
export const THREAD_BUILT_TEXTS = [/*i18n*/ 'Reply must be at most 2000 characters.'];
