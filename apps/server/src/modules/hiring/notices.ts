import { DEFAULT_LANGUAGE, noticeText, type Notice as BellNotice, type UiLanguage } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { translatorFor } from '../../http/language.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import { findAccountById, refusalFor } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import type { Party } from './party.ts';

type Translate = ReturnType<typeof translatorFor>;

/** Who hears of the other side's move: the candidate, or the school user who posted the job. */
export const otherSide = (party: Party) => (party.side === 'school' ? party.application.seekerId : party.job.postedBy);

/** The desk's address in the portal, the same for both sides (each sees their own view of it). */
export const deskUrl = (publicUrl: string, applicationId: string) => `${publicUrl}/hiring/${applicationId}`;

export interface Notice {
  /** The bell's notice, which is also the mail's first paragraph (in the reader's language). */
  notice: BellNotice;
  subject: (t: Translate) => string;
  /** More paragraphs of the mail (the message itself, the times). */
  more?: (t: Translate, language: UiLanguage) => (string | null | undefined)[];
  attachments?: MailAttachment[];
}

/**
 * Tells one account, in the portal and by e-mail in its own language, with a button that opens the
 * desk. A closed account (suspended, erased) gets the notice but no mail.
 */
export async function tell(tx: DbOrTx, accountId: string, link: string, notice: Notice): Promise<void> {
  const account = await findAccountById(tx, accountId);
  const language = account?.language ?? DEFAULT_LANGUAGE;
  const t = translatorFor(language);
  const message = noticeText(t, notice.notice);
  await notify(tx, accountId, notice.notice);
  if (!account || refusalFor(account)) return;
  await enqueueMail(tx, {
    ...layoutMail({
      to: account.email,
      subject: notice.subject(t),
      name: account.name,
      paragraphs: [
        message,
        ...(notice.more?.(t, language) ?? []),
        `${t(/*i18n*/ 'Open it in School Portal:')}\n${link}`,
      ],
      language,
      action: { label: t(/*i18n*/ 'Open in School Portal'), url: link },
    }),
    ...(notice.attachments ? { attachments: notice.attachments } : {}),
  });
}
