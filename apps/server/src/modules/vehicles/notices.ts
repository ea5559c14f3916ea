import type { DbOrTx } from '../../db/client.ts';
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

/** The in-app notice and the mail's subject of each event, in the seller's language. */
function wordsOf(event: AdEvent, title: string, t: Translate): { notice: string; subject: string } {
  switch (event.kind) {
    case 'submitted':
      return { notice: t('Your ad for {title} was sent for approval.', { title }), subject: t('Your bus ad was sent for approval') };
    case 'approved':
      return { notice: t('Your ad for {title} was approved and is now shown to buyers.', { title }), subject: t('Your bus ad was approved') };
    case 'rejected': {
      const rejected = t('Your ad for {title} was rejected.', { title });
      return { notice: event.reason ? `${rejected} ${t('Reason: {reason}', { reason: event.reason })}` : rejected, subject: t('Your bus ad was rejected') };
    }
    case 'enquiry':
      return { notice: t('{from} sent an enquiry about your ad for {title}.', { from: event.from, title }), subject: t('A school is interested in your bus') };
  }
}

/**
 * Tells the seller what happened to their ad, in the app and by e-mail, in their account's language,
 * inside the transaction of the change (the mail goes only if the change commits). `manageUrl` is the
 * seller's list of ads.
 */
export async function tellSeller(tx: DbOrTx, ad: AdRow, event: AdEvent, manageUrl: string): Promise<void> {
  if (!ad.sellerId) return;
  const seller = await findAccountById(tx, ad.sellerId);
  if (!seller) return;
  const t = translatorFor(seller.language);
  const { notice, subject } = wordsOf(event, titleOf(ad), t);
  await notify(tx, seller.id, notice);
  await enqueueMail(
    tx,
    layoutMail({
      to: seller.email,
      // The buyer's address, so the seller's "Reply" reaches the school that asked.
      replyTo: event.kind === 'enquiry' ? event.replyTo : null,
      subject,
      name: seller.name,
      language: seller.language,
      paragraphs: [
        `${notice} ${t('(ad {id})', { id: ad.advertisementId })}`,
        event.kind === 'enquiry' && t('Their message:\n{message}\n\nCall them back on {phone}.', { message: event.message, phone: event.phone }),
        event.kind === 'rejected' && t('You can edit the ad and send it for approval again.'),
        t('Your ads:\n{url}', { url: manageUrl }),
      ],
    }),
  );
}
