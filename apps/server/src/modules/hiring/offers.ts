import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, HIRING_MESSAGES as M, todayInIndia, type HiringDesk } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { scoped } from '../../db/scoped.ts';
import { applications, jobOffers } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { translatorFor } from '../../http/language.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { findAccountById } from '../accounts/index.ts';
import { printed, printWords, rupees, type Composer } from '../fees/index.ts';
import { printedLetterhead, type PrintedLetterhead } from '../profiles/index.ts';
import { deskView } from './desk.ts';
import { deskUrl, tell } from './notices.ts';
import { advanceStage, partyTo, schoolPartyTo } from './party.ts';
import { dayText } from './dates.ts';

type OfferRow = typeof jobOffers.$inferSelect;

/**
 * The school sends an offer: kept with the language of the staff member writing it (the letter is
 * printed in it), the applicant moves to Offered, and the candidate is told with a link to accept it.
 * One offer at a time waits for her answer.
 */
export async function sendOffer(
  db: Db,
  me: AuthUser,
  applicationId: string,
  form: { position: string; monthlyPay: number; joiningDate: string; note?: string | null | undefined },
  publicUrl: string,
): Promise<HiringDesk> {
  if (form.joiningDate < todayInIndia()) throw badRequest(M.joiningPast, { joiningDate: M.joiningPast });
  const language = (await findAccountById(db, me.id))?.language ?? DEFAULT_LANGUAGE;
  try {
    return await db.transaction(async (tx) => {
      const party = await schoolPartyTo(tx, me, applicationId);
      await scoped(tx, party.school).insert(jobOffers, {
        applicationId,
        position: form.position,
        monthlyPayPaise: Math.round(form.monthlyPay * 100),
        joiningDate: form.joiningDate,
        note: form.note ?? null,
        language,
      });
      await advanceStage(tx, party, 'offered');
      const school = party.job.instituteName ?? party.school;
      await tell(tx, party.application.seekerId, deskUrl(publicUrl, applicationId), {
        notice: { id: 'offer', values: { school, position: form.position } },
        subject: (t) => t(/*i18n*/ 'Offer: {position} at {school}', { position: form.position, school }),
        more: (t, reader) => [
          t(/*i18n*/ 'Pay: {pay} a month', { pay: rupees(form.monthlyPay) }),
          t(/*i18n*/ 'Joining date: {date}', { date: dayText(form.joiningDate, reader) }),
          form.note ?? null,
        ],
      });
      return deskView(tx, party);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'job_offers_open_key')) throw conflict(M.offerOpen);
    throw err;
  }
}

/** An offer for its two parties only, with the application it belongs to. */
async function offerFor(db: DbOrTx, me: AuthUser, offerId: string) {
  const [row] = await db
    .select({ offer: jobOffers, applicationId: applications.id })
    .from(jobOffers)
    .innerJoin(applications, eq(applications.id, jobOffers.applicationId))
    .where(eq(jobOffers.id, offerId));
  if (!row) throw notFound(M.offerNotFound);
  // partyTo answers 404 to anyone but the school and the candidate.
  const party = await partyTo(db, me, row.applicationId).catch(() => {
    throw notFound(M.offerNotFound);
  });
  return { offer: row.offer, party };
}

/** The candidate accepts (the applicant is Hired) or declines; the school is told. Answered once. */
export async function answerOffer(
  db: Db,
  me: AuthUser,
  offerId: string,
  answer: 'accept' | 'decline',
  publicUrl: string,
): Promise<HiringDesk> {
  if (me.role !== 'jobseeker') throw notFound(M.offerNotFound);
  return db.transaction(async (tx) => {
    const { party } = await offerFor(tx, me, offerId);
    const [offer] = await scoped(tx, party.school).update(
      jobOffers,
      { status: answer === 'accept' ? 'accepted' : 'declined', answeredAt: new Date() },
      and(eq(jobOffers.id, offerId), eq(jobOffers.status, 'sent'))!,
    );
    if (!offer) throw conflict(M.offerAnswered);
    if (answer === 'accept') await advanceStage(tx, party, 'hired');
    await tell(tx, party.job.postedBy, deskUrl(publicUrl, party.application.id), {
      notice: {
        id: answer === 'accept' ? 'offerAccepted' : 'offerDeclined',
        values: { name: me.name, position: offer.position },
      },
      subject: (t) => t(/*i18n*/ 'Offer: {position}', { position: offer.position }),
    });
    return deskView(tx, party);
  });
}

function letter(c: Composer, offer: OfferRow, head: PrintedLetterhead, candidate: string, jobTitle: string) {
  const t = translatorFor(offer.language);
  const words = printWords(t);
  c.letterhead(head, words);
  c.rule();
  c.text(t(/*i18n*/ 'OFFER OF APPOINTMENT'), { size: 12, bold: true, center: true });
  c.pair('', t(/*i18n*/ 'Date {date}', { date: dayText(offer.createdAt.toISOString(), offer.language) }));
  c.text(t(/*i18n*/ 'Dear {name},', { name: candidate }));
  c.text(
    t(
      /*i18n*/ 'We are pleased to offer you the position of {position} at {school}, following your application for "{title}".',
      {
        position: offer.position,
        school: head.name,
        title: jobTitle,
      },
    ),
  );
  c.rule();
  c.pair(t(/*i18n*/ 'Position'), offer.position, { bold: true });
  c.pair(t(/*i18n*/ 'Salary'), t(/*i18n*/ '{pay} a month', { pay: rupees(offer.monthlyPayPaise / 100) }));
  c.pair(t(/*i18n*/ 'Joining date'), dayText(offer.joiningDate, offer.language));
  c.rule();
  if (offer.note) c.text(offer.note);
  c.text(t(/*i18n*/ 'Please accept or decline this offer in School Portal.'));
  c.signature(words.principal);
}

/** The offer letter: the school's letterhead, in the language the offer was written in. */
export async function offerLetter(db: DbOrTx, me: AuthUser, offerId: string): Promise<Uint8Array> {
  const { offer, party } = await offerFor(db, me, offerId);
  const head = await printedLetterhead(db, party.school);
  const candidate = (await findAccountById(db, party.application.seekerId))?.name ?? '';
  const t = translatorFor(offer.language);
  return printed(t(/*i18n*/ 'Offer of appointment'), head, [(c) => letter(c, offer, head, candidate, party.job.title)]);
}
