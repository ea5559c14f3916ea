import type { DbOrTx } from '../../db/client.ts';
import { formatPhone, noticeText, type Notice } from '@school-portal/contract';
import { translatorFor, type Translate } from '../../http/language.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findAccountById } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { titleOf, type AdRow } from './ads.ts';

export type AdEvent =
  | { kind: 'submitted' }
  | { kind: 'approved' }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'enquiry'; from: string; message: string; phone: string; replyTo: string };

/** The e-mail's subject and the in-app notice (which the e-mail repeats) of the event. */
function textsOf(t: Translate, event: AdEvent, title: string): { subject: string; notice: Notice } {
  switch (event.kind) {
    case 'submitted':
      return {
        subject: t(/*i18n*/ 'Your bus ad was sent for approval'),
        notice: { id: 'adSubmitted', values: { title } },
      };
    case 'approved':
      return { subject: t(/*i18n*/ 'Your bus ad was approved'), notice: { id: 'adApproved', values: { title } } };
    case 'rejected':
      return {
        subject: t(/*i18n*/ 'Your bus ad was rejected'),
        notice: event.reason
          ? { id: 'adRejectedReason', values: { title, reason: event.reason } }
          : { id: 'adRejected', values: { title } },
      };
    case 'enquiry':
      return {
        subject: t(/*i18n*/ 'A school is interested in your bus'),
        notice: { id: 'adEnquiry', values: { from: event.from, title } },
      };
  }
}

/** The seller's Manage Ads with this ad's dialog (details and enquiries) open: where every ad notice leads. */
export const ownAdPath = (advertisementId: string) =>
  `/institute-admin/manage-ads?review=${encodeURIComponent(advertisementId)}`;

/**
 * Tells the seller what happened to their ad, in the app and by e-mail, in their account's language, inside
 * the transaction of the change (the mail goes only if the change commits). `manageUrl` is the seller's list of ads.
 */
export async function tellSeller(tx: DbOrTx, ad: AdRow, event: AdEvent, manageUrl: string): Promise<void> {
  if (!ad.sellerId) return;
  const seller = await findAccountById(tx, ad.sellerId);
  if (!seller) return;
  const { language } = seller;
  const t = translatorFor(language);
  const texts = textsOf(t, event, titleOf(ad));
  const { subject } = texts;
  const notice = noticeText(t, texts.notice);
  await notify(tx, seller.id, texts.notice, ownAdPath(ad.advertisementId));
  await enqueueMail(
    tx,
    layoutMail({
      to: seller.email,
      // The buyer's address, so the seller's "Reply" reaches the school that asked.
      replyTo: event.kind === 'enquiry' ? event.replyTo : null,
      subject,
      name: seller.name,
      language,
      paragraphs: [
        t(/*i18n*/ '{notice} (ad {adId})', { notice, adId: ad.advertisementId }),
        event.kind === 'enquiry' &&
          t(/*i18n*/ 'Their message:\n{message}\n\nCall them back on {phone}.', {
            message: event.message,
            phone: formatPhone(event.phone),
          }),
        event.kind === 'rejected' && t(/*i18n*/ 'You can edit the ad and send it for approval again.'),
        t(/*i18n*/ 'Your ads:\n{link}', { link: manageUrl }),
      ],
    }),
  );
}
