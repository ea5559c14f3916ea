import type { DbOrTx } from '../db/client.ts';
import { mailOutbox, type MailAttachment } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, with a button into the portal; sent beside the text part, never instead of it. */
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
  /** Where the recipient's "Reply" goes when it is not the portal (an enquiry: the asking school). */
  replyTo?: string | null;
  /** Files sent with it: an interview's calendar invitation (.ics). */
  attachments?: MailAttachment[] | null;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the change that causes it commits,
 * and a restart between commit and delivery loses nothing.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}
