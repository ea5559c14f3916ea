import { eq } from 'drizzle-orm';
import { VEHICLE_MESSAGES, type BusAdEnquiry } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { busAdEnquiries, busAds } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { instituteNameOf } from '../accounts/index.ts';
import { isForSale } from './browse.ts';
import { tellSeller } from './notices.ts';

export interface Buyer {
  institute: Institute;
  accountId: string;
  name: string;
}

/**
 * A buyer asks the seller about a bus for sale: the enquiry is kept on the ad for the seller, who is
 * told in the app and by e-mail with the message and the phone to call back.
 */
export async function sendEnquiry(db: Db, buyer: Buyer, advertisementId: string, form: { message: string; phone: string }, manageUrl: string): Promise<BusAdEnquiry> {
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
    await tellSeller(tx, ad, { kind: 'enquiry', from: fromInstituteName, message: form.message, phone: form.phone }, manageUrl);
    return {
      _id: row!.id,
      message: row!.message,
      phone: row!.phone,
      fromName: row!.fromName,
      fromInstituteName: row!.fromInstituteName,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}
