import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  noticeText,
  VEHICLE_MESSAGES,
  type BusAdEnquiry,
  type BusEnquirySummary,
  type BusEnquiryThread,
  type EnquiryStatus,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageWindow, type Page, type PageInput } from '../../db/paging.ts';
import type { Institute } from '../../db/scoped.ts';
import { busAdEnquiries, busAdEnquiryMessages, busAds } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { translatorFor } from '../../http/language.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findAccountById, instituteNameOf } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { titleOf, toBusAdEnquiry, type AdRow } from './ads.ts';
import { isForSale } from './browse.ts';
import { tellSeller } from './notices.ts';

type EnquiryRow = typeof busAdEnquiries.$inferSelect;

export interface Buyer {
  institute: Institute;
  accountId: string;
  name: string;
  /** Where the seller's "Reply" to the e-mail goes. */
  email: string;
}

/** Where each side reads its enquiries: the seller its ads, the buyer the enquiries it sent. */
export interface EnquiryLinks {
  manageUrl: string;
  sentUrl: string;
}

function toSummary(e: EnquiryRow, ad: AdRow, viewer: Institute): BusEnquirySummary {
  return {
    ...toBusAdEnquiry(e),
    advertisementId: ad.advertisementId,
    adTitle: titleOf(ad),
    sellerInstituteName: ad.instituteName,
    sold: ad.soldAt !== null,
    mySide: ad.instituteCode === viewer ? 'answerer' : 'asker',
  };
}

/**
 * A buyer asks the seller about a bus for sale: the enquiry is kept on the ad for the seller, who is
 * told in the app and by e-mail with the message and the phone to call back; the e-mail's Reply-To
 * is the buyer's.
 */
export async function sendEnquiry(
  db: Db,
  buyer: Buyer,
  advertisementId: string,
  form: { message: string; phone: string },
  manageUrl: string,
): Promise<BusAdEnquiry> {
  return db.transaction(async (tx) => {
    // Another institute's ad is read here on purpose: an enquiry is about someone else's bus.
    const [ad] = await tx.select().from(busAds).where(eq(busAds.advertisementId, advertisementId));
    if (!ad || (ad.instituteCode !== buyer.institute && !isForSale(ad))) throw notFound(VEHICLE_MESSAGES.notFound);
    if (ad.instituteCode === buyer.institute) throw conflict(VEHICLE_MESSAGES.enquiryOwnAd);
    const fromInstituteName = (await instituteNameOf(tx, buyer.institute)) ?? buyer.institute;
    const [row] = await tx
      .insert(busAdEnquiries)
      .values({
        adId: ad.id,
        fromUserId: buyer.accountId,
        fromName: buyer.name || fromInstituteName,
        fromInstituteCode: buyer.institute,
        fromInstituteName,
        message: form.message,
        phone: form.phone,
      })
      .returning();
    await tellSeller(
      tx,
      ad,
      { kind: 'enquiry', from: fromInstituteName, message: form.message, phone: form.phone, replyTo: buyer.email },
      manageUrl,
    );
    return toBusAdEnquiry(row!);
  });
}

/** The enquiries an institute sent, newest first, with the ads they are about. */
export async function listSent(
  db: DbOrTx,
  institute: Institute,
  query: PageInput & { status?: EnquiryStatus | undefined },
): Promise<Page<BusEnquirySummary>> {
  const where = and(
    eq(busAdEnquiries.fromInstituteCode, institute),
    query.status ? eq(busAdEnquiries.status, query.status) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(busAdEnquiries)
      .innerJoin(busAds, eq(busAds.id, busAdEnquiries.adId))
      .where(where)
      .orderBy(desc(busAdEnquiries.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(busAdEnquiries).where(where),
  ]);
  return { items: rows.map((r) => toSummary(r.bus_ad_enquiries, r.bus_ads, institute)), total: total?.n ?? 0 };
}

/** An enquiry with its ad, for its two parties only: anyone else gets the 404 of no enquiry at all. */
async function findForParty(
  db: DbOrTx,
  institute: Institute,
  enquiryId: string,
): Promise<{ enquiry: EnquiryRow; ad: AdRow }> {
  // Read across institutes on purpose: an enquiry belongs to the buyer's and the seller's; the check follows.
  const [row] = await db
    .select()
    .from(busAdEnquiries)
    .innerJoin(busAds, eq(busAds.id, busAdEnquiries.adId))
    .where(eq(busAdEnquiries.id, enquiryId));
  if (!row || (row.bus_ads.instituteCode !== institute && row.bus_ad_enquiries.fromInstituteCode !== institute))
    throw notFound(VEHICLE_MESSAGES.enquiryNotFound);
  return { enquiry: row.bus_ad_enquiries, ad: row.bus_ads };
}

async function threadOf(db: DbOrTx, enquiry: EnquiryRow, ad: AdRow, viewer: Institute): Promise<BusEnquiryThread> {
  const messages = await db
    .select()
    .from(busAdEnquiryMessages)
    .where(eq(busAdEnquiryMessages.enquiryId, enquiry.id))
    .orderBy(asc(busAdEnquiryMessages.createdAt));
  return {
    enquiry: toSummary(enquiry, ad, viewer),
    messages: messages.map((m) => ({
      _id: m.id,
      side: m.side,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function enquiryThread(db: DbOrTx, institute: Institute, enquiryId: string): Promise<BusEnquiryThread> {
  const { enquiry, ad } = await findForParty(db, institute, enquiryId);
  return threadOf(db, enquiry, ad, institute);
}

export interface Writer {
  institute: Institute;
  name: string;
  email: string;
}

/**
 * One side writes in the thread; the other side's account is told in the app and by e-mail, whose
 * Reply-To is the writer's. The seller's first reply marks the enquiry answered.
 */
export async function replyToEnquiry(
  db: Db,
  writer: Writer,
  enquiryId: string,
  message: string,
  links: EnquiryLinks,
): Promise<BusEnquiryThread> {
  return db.transaction(async (tx) => {
    const { enquiry, ad } = await findForParty(tx, writer.institute, enquiryId);
    const seller = ad.instituteCode === writer.institute;
    await tx.insert(busAdEnquiryMessages).values({
      enquiryId,
      side: seller ? 'answerer' : 'asker',
      authorName: writer.name || writer.email,
      body: message,
    });
    const [row] =
      seller && enquiry.status === 'sent'
        ? await tx.update(busAdEnquiries).set({ status: 'replied' }).where(eq(busAdEnquiries.id, enquiryId)).returning()
        : [enquiry];
    const readerId = seller ? enquiry.fromUserId : ad.sellerId;
    const reader = readerId ? await findAccountById(tx, readerId) : undefined;
    if (reader) {
      // The other side reads of the reply in its account's language.
      const t = translatorFor(reader.language);
      const title = titleOf(ad);
      const said = {
        id: 'busReplied',
        values: { from: seller ? ad.instituteName : enquiry.fromInstituteName, title },
      } as const;
      const notice = noticeText(t, said);
      await notify(tx, reader.id, said);
      await enqueueMail(
        tx,
        layoutMail({
          to: reader.email,
          replyTo: writer.email,
          subject: t(/*i18n*/ 'Re: {title}', { title }),
          name: reader.name,
          language: reader.language,
          paragraphs: [
            notice,
            t(/*i18n*/ 'Their message:\n{message}', { message }),
            t(/*i18n*/ 'The conversation:\n{link}', { link: seller ? links.sentUrl : links.manageUrl }),
          ],
        }),
      );
    }
    return threadOf(tx, row!, ad, writer.institute);
  });
}

export async function setEnquiryStatus(
  db: Db,
  institute: Institute,
  enquiryId: string,
  status: EnquiryStatus,
): Promise<BusEnquiryThread> {
  const { ad } = await findForParty(db, institute, enquiryId);
  const [row] = await db.update(busAdEnquiries).set({ status }).where(eq(busAdEnquiries.id, enquiryId)).returning();
  return threadOf(db, row!, ad, institute);
}

/** The bus is sold: every school that asked about it is told, once each, in the app and by e-mail. */
export async function tellBuyersSold(tx: DbOrTx, ad: AdRow, sentUrl: string): Promise<void> {
  const asked = await tx
    .selectDistinct({ userId: busAdEnquiries.fromUserId })
    .from(busAdEnquiries)
    .where(eq(busAdEnquiries.adId, ad.id));
  const ids = asked.flatMap((a) => (a.userId ? [a.userId] : []));
  if (ids.length === 0) return;
  await tx
    .update(busAdEnquiries)
    .set({ status: 'closed' })
    .where(and(eq(busAdEnquiries.adId, ad.id), inArray(busAdEnquiries.fromUserId, ids)));
  for (const id of ids) {
    const buyer = await findAccountById(tx, id);
    if (!buyer) continue;
    // Each school reads it in its own account's language.
    const t = translatorFor(buyer.language);
    const sold = { id: 'busSold', values: { title: titleOf(ad) } } as const;
    const notice = noticeText(t, sold);
    await notify(tx, buyer.id, sold);
    const paragraphs = [notice, t(/*i18n*/ 'Your enquiries:\n{link}', { link: sentUrl })];
    await enqueueMail(
      tx,
      layoutMail({
        to: buyer.email,
        subject: t(/*i18n*/ 'A bus you asked about was sold'),
        name: buyer.name,
        paragraphs,
        language: buyer.language,
      }),
    );
  }
}
