import { and, asc, desc, eq, gte, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import {
  LIST_COUNT_CAP,
  VEHICLE_MESSAGES,
  type BuyFilters,
  type MINE_FILTERS,
  type VehicleAd,
  type VehicleAdDetail,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { countCapped, findPage, mapPage, type Page, type PageInput } from '../../db/paging.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { busAdEnquiries, busAds } from '../../db/schema/index.ts';
import { contains, searchText } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { toAd, toBusAdEnquiry, toPaise, type AdRow } from './ads.ts';

/** What Buy's search box matches: exactly the expression of the trigram index `bus_ads_search_trgm_idx`. */
export const AD_SEARCH_TEXT = searchText(
  busAds.make,
  busAds.model,
  busAds.instituteName,
  busAds.district,
  busAds.regNo,
);

/** Approved ads nobody has bought yet (the partial indexes of the Buy list have this condition). */
const forSale = () => and(eq(busAds.status, 'approved'), isNull(busAds.soldAt))!;

/**
 * The Buy list: other institutes' ads for sale. A marketplace reads across institutes by nature;
 * only approved, unsold ads are ever in it, and the caller's own are left out.
 */
export async function listForSale(db: DbOrTx, buyer: Institute, f: BuyFilters): Promise<Page<VehicleAd>> {
  const where: (SQL | undefined)[] = [forSale(), ne(busAds.instituteCode, buyer), contains(AD_SEARCH_TEXT, f.q)];
  if (f.state) where.push(eq(busAds.stateCode, f.state));
  if (f.district) where.push(eq(busAds.district, f.district));
  if (f.minPrice !== undefined) where.push(gte(busAds.pricePaise, toPaise(f.minPrice)));
  if (f.maxPrice !== undefined) where.push(lte(busAds.pricePaise, toPaise(f.maxPrice)));
  if (f.minSeats !== undefined) where.push(gte(busAds.seatingCap, f.minSeats));
  if (f.minYear !== undefined) where.push(gte(busAds.year, f.minYear));
  if (f.fuel) where.push(eq(busAds.fuel, f.fuel));
  const orderBy =
    f.sort === 'cheapest' ? [asc(busAds.pricePaise), asc(busAds.seq)] : [desc(busAds.reviewedAt), desc(busAds.seq)];
  return mapPage(
    await findPage(db, busAds, { where: and(...where), orderBy, page: f, countCap: LIST_COUNT_CAP }),
    (row) => toAd(row, buyer),
  );
}

/** How many buses other institutes offer right now (up to LIST_COUNT_CAP + 1): the dashboard's 'Vehicles Ready to Sell', the same count as Buy's. */
export async function countForSale(db: DbOrTx, buyer: Institute): Promise<number> {
  return countCapped(db, busAds, and(forSale(), ne(busAds.instituteCode, buyer)), LIST_COUNT_CAP);
}

/** The institute's own ads, newest first, optionally in one state or matching a search. */
export async function listMine(
  db: DbOrTx,
  institute: Institute,
  input: PageInput & { q?: string | undefined; status?: (typeof MINE_FILTERS)[number] | undefined },
): Promise<Page<VehicleAd>> {
  const byStatus: Record<(typeof MINE_FILTERS)[number], SQL> = {
    submitted: eq(busAds.status, 'submitted'),
    approved: forSale(),
    rejected: eq(busAds.status, 'rejected'),
    sold: and(eq(busAds.status, 'approved'), isNotNull(busAds.soldAt))!,
  };
  const page = await scoped(db, institute).page(busAds, {
    where: and(input.status ? byStatus[input.status] : undefined, contains(AD_SEARCH_TEXT, input.q)),
    orderBy: [desc(busAds.createdAt), desc(busAds.seq)],
    page: input,
  });
  return mapPage(page, (row) => toAd(row, institute));
}

/** Who looks at an ad: an institute (buyer or seller) or the super admin (null). */
export type Viewer = Institute | null;

/**
 * One ad. The seller sees their own in any state, with the enquiries; the super admin sees any; another
 * institute sees it only while it is for sale, and otherwise gets the same 404 as for no ad at all.
 */
export async function adDetail(db: DbOrTx, viewer: Viewer, advertisementId: string): Promise<VehicleAdDetail> {
  const [row] = await db.select().from(busAds).where(eq(busAds.advertisementId, advertisementId));
  if (!row || !visibleTo(row, viewer)) throw notFound(VEHICLE_MESSAGES.notFound);
  const own = viewer !== null && row.instituteCode === viewer;
  const enquiries = own
    ? (
        await db
          .select()
          .from(busAdEnquiries)
          .where(eq(busAdEnquiries.adId, row.id))
          .orderBy(desc(busAdEnquiries.createdAt))
      ).map(toBusAdEnquiry)
    : null;
  return { ...toAd(row, viewer), enquiries };
}

export const isForSale = (row: AdRow) => row.status === 'approved' && row.soldAt === null;

export function visibleTo(row: AdRow, viewer: Viewer): boolean {
  return viewer === null || row.instituteCode === viewer || isForSale(row);
}
