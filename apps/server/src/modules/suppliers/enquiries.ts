import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  ENQUIRY_MESSAGES,
  formatPhone,
  noticeText,
  quantityIn,
  stateLabel,
  type Enquiry,
  type EnquiryInput,
  type EnquiryListInput,
  type EnquiryStatus,
  type EnquiryThread,
  type ThreadSide,
  type UiLanguage,
} from '@school-portal/contract';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page } from '../../db/paging.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { enquiries, enquiryMessages, suppliers, type EnquiryItemRow } from '../../db/schema/index.ts';
import { badRequest, notFound, type ErrorText } from '../../errors.ts';
import { translatorFor } from '../../http/language.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { findAccountById, instituteNameOf } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
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

/** The school's phone, handed in at registration (profiles reads suppliers, so suppliers cannot import it). */
export type SchoolPhone = (db: DbOrTx, institute: Institute) => Promise<string | null>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** The supplier's page of the enquiry, where it reads the thread and answers without an account. */
const replyLink = (config: Config, token: string) => `${config.publicUrl}/enquiry-reply/${token}`;

/**
 * A supplier has no account, so no language of its own: it is written to in the language of the school
 * account that asks (decision 020), the language the school's own message and item names are in.
 */
const askerLanguage = async (db: DbOrTx, accountId: string): Promise<UiLanguage> =>
  (await findAccountById(db, accountId))?.language ?? DEFAULT_LANGUAGE;

/**
 * The mail the supplier receives: who asks, for what, where to deliver, and how to answer. Its
 * Reply-To is the asking school's, so a plain "Reply" reaches the school and not the portal.
 */
function enquiryMail(row: EnquiryRow, phone: string | null, link: string, config: Config, language: UiLanguage) {
  const t = translatorFor(language);
  const institute = row.instituteName;
  const lines = row.items.map((i) => `- ${i.name}: ${quantityIn(t, i.quantity, i.unit)}`);
  const reply = { name: row.sentByName, email: row.sentByEmail };
  return layoutMail({
    to: row.supplierEmail,
    replyTo: row.sentByEmail,
    subject: t(/*i18n*/ 'Enquiry from {institute} via School Portal', { institute }),
    name: row.supplierName,
    language,
    paragraphs: [
      t(/*i18n*/ '{institute} asks for a quotation for:\n{lines}', { institute, lines: lines.join('\n') }),
      t(/*i18n*/ 'Delivery to: {district}, {state}', {
        district: row.deliveryDistrict,
        state: stateLabel(row.deliveryState, language),
      }),
      row.message && t(/*i18n*/ 'Message from the institute:\n{message}', { message: row.message }),
      phone
        ? t(/*i18n*/ 'Please reply to {name} at {email} or call {phone}.', { ...reply, phone: formatPhone(phone) })
        : t(/*i18n*/ 'Please reply to {name} at {email}.', reply),
      t(/*i18n*/ 'Or answer in the portal, where the school sees your reply and its status:\n{link}', { link }),
      t(/*i18n*/ 'Sent through School Portal ({url}).', { url: config.publicUrl }),
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
  schoolPhone: SchoolPhone,
  sender: AuthUser,
  institute: Institute,
  supplierId: string,
  input: EnquiryInput,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId));
    if (!supplier?.active) throw notFound(ENQUIRY_MESSAGES.supplierInactive);

    const found = new Map(
      (
        await catalogue.productsByIds(
          tx,
          input.items.map((i) => i.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const fieldErrors: Record<string, ErrorText> = {};
    const items: EnquiryItemRow[] = [];
    input.items.forEach((item, i) => {
      const product = found.get(item.productId);
      if (!product || product.supplierId !== supplierId)
        fieldErrors[`items.${i}.productId`] = ENQUIRY_MESSAGES.notThisSupplier;
      else if (item.quantity < product.minOrderQty)
        fieldErrors[`items.${i}.quantity`] = ENQUIRY_MESSAGES.belowMinimum(product.minOrderQty, product.unit);
      else items.push({ productId: product.id, name: product.name, unit: product.unit, quantity: item.quantity });
    });
    const [first] = Object.values(fieldErrors);
    if (first) throw badRequest(first, fieldErrors);

    const token = randomBytes(32).toString('base64url');
    const row = await scoped(tx, institute).insert(enquiries, {
      replyTokenHash: sha256(token),
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
    await enqueueMail(
      tx,
      enquiryMail(
        row,
        await schoolPhone(tx, institute),
        replyLink(config, token),
        config,
        await askerLanguage(tx, sender.id),
      ),
    );
    return toEnquiry(row);
  });
}

/** Whose enquiries a caller sees: one institute's, or (the super admin) every institute's. */
export type EnquiryReader = { institute: Institute } | { everyInstitute: true };

const statusIs = (status: EnquiryStatus | undefined): SQL | undefined =>
  status ? eq(enquiries.status, status) : undefined;

export async function listEnquiries(
  db: DbOrTx,
  reader: EnquiryReader,
  query: EnquiryListInput,
): Promise<Page<Enquiry>> {
  const orderBy = [desc(enquiries.seq)];
  const page =
    'institute' in reader
      ? await scoped(db, reader.institute).page(enquiries, { where: statusIs(query.status), orderBy, page: query })
      : // The super admin follows up enquiries of every institute: the one reader across tenants (decision 006).
        await findPage(db, enquiries, { where: statusIs(query.status), orderBy, page: query });
  return mapPage(page, toEnquiry);
}

export async function setEnquiryStatus(
  db: DbOrTx,
  reader: EnquiryReader,
  id: string,
  status: EnquiryStatus,
): Promise<Enquiry> {
  const [row] =
    'institute' in reader
      ? await scoped(db, reader.institute).update(enquiries, { status }, eq(enquiries.id, id))
      : await db.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  return toEnquiry(row);
}

async function threadOf(db: DbOrTx, row: EnquiryRow): Promise<EnquiryThread> {
  const messages = await db
    .select()
    .from(enquiryMessages)
    .where(eq(enquiryMessages.enquiryId, row.id))
    .orderBy(asc(enquiryMessages.createdAt));
  return {
    enquiry: toEnquiry(row),
    messages: messages.map((m) => ({
      _id: m.id,
      side: m.side,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

async function findForReader(db: DbOrTx, reader: EnquiryReader, id: string): Promise<EnquiryRow> {
  const row =
    'institute' in reader
      ? await scoped(db, reader.institute).find(enquiries, id)
      : (await db.select().from(enquiries).where(eq(enquiries.id, id)))[0];
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  return row;
}

/** An enquiry and its replies: for its own institute (another's is a 404) and the super admin. */
export async function enquiryThread(db: DbOrTx, reader: EnquiryReader, id: string): Promise<EnquiryThread> {
  return threadOf(db, await findForReader(db, reader, id));
}

async function addMessage(tx: DbOrTx, enquiryId: string, side: ThreadSide, authorName: string, body: string) {
  await tx.insert(enquiryMessages).values({ enquiryId, side, authorName, body });
}

/**
 * The asking school writes again: the supplier gets the message by e-mail with a fresh reply link
 * (only hashes are kept, so the link is renewed; the older one stops working).
 */
export async function replyAsInstitute(
  db: Db,
  config: Config,
  sender: AuthUser,
  institute: Institute,
  id: string,
  message: string,
): Promise<EnquiryThread> {
  return db.transaction(async (tx) => {
    const current = await findForReader(tx, { institute }, id);
    if (current.status === 'closed')
      throw badRequest(ENQUIRY_MESSAGES.replyLinkUsed, { message: ENQUIRY_MESSAGES.replyLinkUsed });
    const token = randomBytes(32).toString('base64url');
    const [row] = await scoped(tx, institute).update(
      enquiries,
      { replyTokenHash: sha256(token) },
      eq(enquiries.id, id),
    );
    await addMessage(tx, id, 'asker', sender.name || sender.email, message);
    const language = await askerLanguage(tx, sender.id);
    const t = translatorFor(language);
    const asking = row!.instituteName;
    await enqueueMail(
      tx,
      layoutMail({
        to: row!.supplierEmail,
        replyTo: sender.email,
        subject: t(/*i18n*/ 'Re: Enquiry from {institute} via School Portal', { institute: asking }),
        name: row!.supplierName,
        language,
        paragraphs: [
          t(/*i18n*/ '{institute} wrote about its enquiry:\n{message}', { institute: asking, message }),
          t(/*i18n*/ 'Answer in the portal:\n{link}', { link: replyLink(config, token) }),
        ],
      }),
    );
    return threadOf(tx, row!);
  });
}

async function findByToken(db: DbOrTx, token: string): Promise<EnquiryRow> {
  // Another institute's enquiry read by its secret on purpose: the supplier has no account (the link is its key).
  const [row] = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.replyTokenHash, sha256(token)));
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  return row;
}

/** The supplier's view, through the link in its e-mail. */
export async function supplierThread(db: DbOrTx, token: string): Promise<EnquiryThread> {
  return threadOf(db, await findByToken(db, token));
}

/**
 * The supplier answers (and marks the enquiry answered or closed): the one who sent it is told in the
 * app and by e-mail, with a Reply-To of the supplier. A closed enquiry takes no more replies.
 */
export async function replyAsSupplier(
  db: Db,
  config: Config,
  token: string,
  input: { message: string; status: 'replied' | 'closed' },
): Promise<EnquiryThread> {
  return db.transaction(async (tx) => {
    const current = await findByToken(tx, token);
    if (current.status === 'closed')
      throw badRequest(ENQUIRY_MESSAGES.replyLinkUsed, { message: ENQUIRY_MESSAGES.replyLinkUsed });
    const [row] = await tx
      .update(enquiries)
      .set({ status: input.status })
      .where(and(eq(enquiries.id, current.id), eq(enquiries.replyTokenHash, sha256(token))))
      .returning();
    if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
    await addMessage(tx, row.id, 'answerer', row.supplierName, input.message);
    // The admin who asked reads the answer in their account's language (English if the account is gone).
    const language = await askerLanguage(tx, row.sentById);
    const t = translatorFor(language);
    const supplier = row.supplierName;
    const said = { id: input.status === 'closed' ? 'enquiryClosed' : 'enquiryReplied', values: { supplier } } as const;
    const notice = noticeText(t, said);
    await notify(tx, row.sentById, said, '/suppliers/enquiries');
    await enqueueMail(
      tx,
      layoutMail({
        to: row.sentByEmail,
        replyTo: row.supplierEmail,
        subject: t(/*i18n*/ 'Re: Enquiry to {supplier}', { supplier }),
        name: row.sentByName,
        language,
        paragraphs: [
          notice,
          t(/*i18n*/ 'Their reply:\n{message}', { message: input.message }),
          t(/*i18n*/ 'Your enquiries:\n{link}', { link: `${config.publicUrl}/suppliers/enquiries` }),
        ],
      }),
    );
    return threadOf(tx, row);
  });
}
