import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LEDGERS, type Ledgers, type LedgersBody } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { feeHeads, tallyHeadLedgers, tallyLedgers } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';

/** The school's Tally ledgers: its own names where set, Tally's usual ones and each head's own name where not. */
export async function ledgersOf(db: DbOrTx, at: Institute): Promise<Ledgers> {
  const rows = scoped(db, at);
  const [[own], heads, named] = await Promise.all([
    rows.select(tallyLedgers),
    db
      .select({ id: feeHeads.id, name: feeHeads.name })
      .from(feeHeads)
      .where(rows.where(feeHeads))
      .orderBy(asc(feeHeads.name)),
    rows.select(tallyHeadLedgers),
  ]);
  const ledgerOf = new Map(named.map((h) => [h.headId, h.ledger]));
  return {
    cash: own?.cash ?? DEFAULT_LEDGERS.cash,
    bank: own?.bank ?? DEFAULT_LEDGERS.bank,
    lateFee: own?.lateFee ?? DEFAULT_LEDGERS.lateFee,
    heads: heads.map((h) => ({ headId: h.id, headName: h.name, ledger: ledgerOf.get(h.id) ?? h.name })),
  };
}

/** Saves every name at once, in one transaction; a head of another school is refused by its field. */
export async function setLedgers(db: Db, at: Institute, body: LedgersBody): Promise<Ledgers> {
  return db.transaction(async (tx) => {
    const rows = scoped(tx, at);
    const own = new Set((await rows.select(feeHeads)).map((h) => h.id));
    body.heads.forEach((h, i) => {
      if (!own.has(h.headId))
        throw badRequest(/*i18n*/ 'Fee head not found.', { [`heads.${i}.headId`]: /*i18n*/ 'Fee head not found.' });
    });
    const values = { cash: body.cash.trim(), bank: body.bank.trim(), lateFee: body.lateFee.trim() };
    const [done] = await rows.update(tallyLedgers, values, eq(tallyLedgers.instituteCode, at));
    if (!done) await rows.insert(tallyLedgers, values);
    for (const h of body.heads) {
      const [changed] = await rows.update(
        tallyHeadLedgers,
        { ledger: h.ledger.trim() },
        eq(tallyHeadLedgers.headId, h.headId),
      );
      if (!changed) await rows.insert(tallyHeadLedgers, { headId: h.headId, ledger: h.ledger.trim() });
    }
    return ledgersOf(tx, at);
  });
}
