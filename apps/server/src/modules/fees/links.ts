import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PublicReceipt, Receipt, ReceiptLink } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { feeReceiptLinks } from '../../db/schema/index.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { findReceipt, receiptOf } from './receipts.ts';

type LinkRow = typeof feeReceiptLinks.$inferSelect;

/** 256 random bits: never derived from the receipt, so one link tells nothing about another. */
const newToken = () => randomBytes(32).toString('base64url');

const toLink = (row: LinkRow): ReceiptLink => ({ token: row.token, createdAt: row.createdAt.toISOString() });

const linkOf = async (db: DbOrTx, at: Institute, receiptId: string) =>
  (await scoped(db, at).select(feeReceiptLinks, eq(feeReceiptLinks.receiptId, receiptId)))[0];

/** The receipt's link for the parent: made on first use, then the same one until it is revoked. */
export async function shareReceipt(db: Db, at: Institute, by: string, receiptId: string): Promise<ReceiptLink> {
  await findReceipt(db, at, receiptId);
  const existing = await linkOf(db, at, receiptId);
  if (existing) return toLink(existing);
  try {
    return toLink(await scoped(db, at).insert(feeReceiptLinks, { receiptId, token: newToken(), createdBy: by }));
  } catch (err) {
    // Two clicks at once: the first link made is the receipt's link.
    const first = isUniqueViolation(err, 'fee_receipt_links_receipt_key') ? await linkOf(db, at, receiptId) : undefined;
    if (first) return toLink(first);
    throw err;
  }
}

/** The link stops opening the receipt; sharing again makes a new one. */
export async function revokeReceiptLink(db: Db, at: Institute, receiptId: string): Promise<void> {
  await findReceipt(db, at, receiptId);
  await scoped(db, at).delete(feeReceiptLinks, eq(feeReceiptLinks.receiptId, receiptId));
}

/**
 * The receipt a link opens, for whoever holds it; undefined for a revoked or unknown token. The token
 * names its institute, as a shared job names its own: there is no caller's institute to scope by; it
 * comes with the receipt, for the letterhead its page and PDF print.
 */
export async function linkedReceipt(db: Db, token: string): Promise<{ receipt: Receipt; at: Institute } | undefined> {
  const [link] = await db.select().from(feeReceiptLinks).where(eq(feeReceiptLinks.token, token));
  if (!link) return undefined;
  const at = institute(link.instituteCode);
  return { receipt: await receiptOf(db, at, link.receiptId), at };
}

/** Only what the printed receipt shows: no ids, no guardian's phone, nobody's account. */
export function toPublicReceipt(r: Receipt): PublicReceipt {
  return {
    receiptNo: r.receiptNo,
    school: r.school,
    student: {
      name: r.student.name,
      admissionNumber: r.student.admissionNumber,
      className: r.student.className,
      sectionName: r.student.sectionName,
      guardianName: r.student.guardianName,
    },
    lines: r.lines,
    amount: r.amount,
    amountInWords: r.amountInWords,
    mode: r.mode,
    reference: r.reference,
    chequeNumber: r.chequeNumber,
    bank: r.bank,
    chequeDate: r.chequeDate,
    paidOn: r.paidOn,
    collectedBy: r.collectedBy,
    status: r.status,
    cancelReason: r.cancelReason,
  };
}
