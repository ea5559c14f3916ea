import { VEHICLE_NOTICES } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
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

const SUBJECTS: Record<AdEvent['kind'], string> = {
  submitted: 'Your bus ad was sent for approval',
  approved: 'Your bus ad was approved',
  rejected: 'Your bus ad was rejected',
  enquiry: 'A school is interested in your bus',
};

/**
 * Tells the seller what happened to their ad, in the app and by e-mail, inside the transaction of the
 * change (the mail goes only if the change commits). `manageUrl` is the seller's list of ads.
 */
export async function tellSeller(tx: DbOrTx, ad: AdRow, event: AdEvent, manageUrl: string): Promise<void> {
  if (!ad.sellerId) return;
  const seller = await findAccountById(tx, ad.sellerId);
  if (!seller) return;
  const title = titleOf(ad);
  const notice =
    event.kind === 'rejected'
      ? VEHICLE_NOTICES.rejected(title, event.reason)
      : event.kind === 'enquiry'
        ? VEHICLE_NOTICES.enquiry(title, event.from)
        : VEHICLE_NOTICES[event.kind](title);
  await notify(tx, seller.id, notice);
  await enqueueMail(
    tx,
    layoutMail({
      to: seller.email,
      // The buyer's address, so the seller's "Reply" reaches the school that asked.
      replyTo: event.kind === 'enquiry' ? event.replyTo : null,
      subject: SUBJECTS[event.kind],
      name: seller.name,
      paragraphs: [
        `${notice} (ad ${ad.advertisementId})`,
        event.kind === 'enquiry' && `Their message:\n${event.message}\n\nCall them back on ${event.phone}.`,
        event.kind === 'rejected' && 'You can edit the ad and send it for approval again.',
        `Your ads:\n${manageUrl}`,
      ],
    }),
  );
}
