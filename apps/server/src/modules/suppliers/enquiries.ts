import { desc, eq, type SQL } from 'drizzle-orm';
import {
  ENQUIRY_MESSAGES,
  stateName,
  type Enquiry,
  type EnquiryInput,
  type EnquiryListInput,
  type EnquiryStatus,
} from '@school-portal/contract';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page } from '../../db/paging.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { enquiries, suppliers, type EnquiryItemRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { instituteNameOf } from '../accounts/index.ts';
import type { ProductCatalogue } from './catalogue.ts';

type EnquiryRow = typeof enquiries.$inferSelect;

function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierEmail: row.supplierEmail,
    instituteCode: row.instituteCode,
    instituteName: row.instituteName,
    sentByName: row.sentByName,
    sentByEmail: row.sentByEmail,
    items: row.items,
    deliveryState: row.deliveryState,
    deliveryDistrict: row.deliveryDistrict,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The mail the supplier receives: who asks, for what, where to deliver, and how to answer. */
function enquiryMail(row: EnquiryRow, to: string, config: Config) {
  const lines = row.items.map((i) => `- ${i.name}: ${i.quantity.toLocaleString('en-IN')} ${i.unit}`);
  return layoutMail({
    to,
    subject: `Enquiry from ${row.instituteName} via School Portal`,
    name: row.supplierName,
    paragraphs: [
      `${row.instituteName} asks for a quotation for:\n${lines.join('\n')}`,
      `Delivery to: ${row.deliveryDistrict}, ${stateName(row.deliveryState)}`,
      row.message && `Message from the institute:\n${row.message}`,
      `Please reply to ${row.sentByName} at ${row.sentByEmail}.`,
      `Sent through School Portal (${config.publicUrl}).`,
    ],
  });
}

/**
 * Stores an institute's enquiry and queues its e-mail to the supplier in the same transaction. Each
 * product must be this supplier's and asked for at least at its minimum order.
 */
export async function sendEnquiry(
  db: Db,
  config: Config,
  catalogue: ProductCatalogue,
  sender: AuthUser,
  institute: Institute,
  supplierId: string,
  input: EnquiryInput,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId));
    if (!supplier?.active) throw notFound(ENQUIRY_MESSAGES.supplierInactive);

    const found = new Map((await catalogue.productsByIds(tx, input.items.map((i) => i.productId))).map((p) => [p.id, p]));
    const fieldErrors: Record<string, string> = {};
    const items: EnquiryItemRow[] = [];
    input.items.forEach((item, i) => {
      const product = found.get(item.productId);
      if (!product || product.supplierId !== supplierId) fieldErrors[`items.${i}.productId`] = ENQUIRY_MESSAGES.notThisSupplier;
      else if (item.quantity < product.minOrderQty) fieldErrors[`items.${i}.quantity`] = ENQUIRY_MESSAGES.belowMinimum(product.minOrderQty, product.unit);
      else items.push({ productId: product.id, name: product.name, unit: product.unit, quantity: item.quantity });
    });
    const [first] = Object.values(fieldErrors);
    if (first) throw badRequest(first, fieldErrors);

    const row = await scoped(tx, institute).insert(enquiries, {
      supplierId,
      supplierName: supplier.name,
      supplierEmail: supplier.email,
      instituteName: (await instituteNameOf(tx, institute)) ?? institute,
      sentById: sender.id,
      sentByName: sender.name || sender.email,
      sentByEmail: sender.email,
      items,
      deliveryState: input.deliveryState,
      deliveryDistrict: input.deliveryDistrict,
      message: input.message ?? null,
    });
    await enqueueMail(tx, enquiryMail(row, supplier.email, config));
    return toEnquiry(row);
  });
}

/** Whose enquiries a caller sees: one institute's, or (the super admin) every institute's. */
export type EnquiryReader = { institute: Institute } | { everyInstitute: true };

const statusIs = (status: EnquiryStatus | undefined): SQL | undefined => (status ? eq(enquiries.status, status) : undefined);

export async function listEnquiries(db: DbOrTx, reader: EnquiryReader, query: EnquiryListInput): Promise<Page<Enquiry>> {
  const orderBy = [desc(enquiries.seq)];
  const page =
    'institute' in reader
      ? await scoped(db, reader.institute).page(enquiries, { where: statusIs(query.status), orderBy, page: query })
      : // The super admin follows up enquiries of every institute: the one reader across tenants (decision 006).
        await findPage(db, enquiries, { where: statusIs(query.status), orderBy, page: query });
  return mapPage(page, toEnquiry);
}

export async function setEnquiryStatus(db: DbOrTx, reader: EnquiryReader, id: string, status: EnquiryStatus): Promise<Enquiry> {
  const [row] =
    'institute' in reader
      ? await scoped(db, reader.institute).update(enquiries, { status }, eq(enquiries.id, id))
      : await db.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  return toEnquiry(row);
}
