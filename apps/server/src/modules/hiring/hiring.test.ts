import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsApi, hiringApi, type AppliedJob, type HiringDesk, type Unread } from '@school-portal/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import {
  createInstitute,
  createJob,
  daysFromNow,
  JOBSEEKER_PROFILE,
  signedIn,
  slotIn,
  type SignedInUser,
  type TestInstitute,
} from '../../../test/factories.ts';
import { pdfText, popplerText } from '../../../test/pdf-text.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A teacher who applied to a job of the school: her application's id. */
async function applicant(school: TestInstitute, name = 'Lakshmi Subramanian') {
  const seeker = await signedIn(app, { role: 'jobseeker', name });
  await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, { ...JOBSEEKER_PROFILE, name });
  const job = await createJob(app, school.code, {
    title: 'TGT Mathematics',
    instituteName: 'Vidya Vikas School',
    phone: '9842012345',
  });
  const applied = await app.as(seeker).post(`/api/jobs/${job.id}/apply`);
  expect(applied.statusCode, applied.body).toBe(201);
  const [mine] = (await app.as(seeker).get('/api/applications/applied-jobs')).json<AppliedJob[]>();
  return { seeker, job, applicationId: mine!._id };
}

/** The school user who posted the job: the one its applicants' answers are mailed to. */
const posterOf = (school: TestInstitute, job: { postedBy: string }) =>
  [school.admin, school.staff].find((u) => u.account.id === job.postedBy)!;

const desk = async (who: SignedInUser, applicationId: string) => {
  const res = await app.as(who).call(hiringApi.desk, { params: { applicationId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HiringDesk>();
};

const DEMO = {
  kind: 'demo',
  mode: 'inPerson',
  place: '14 Kumaran Road, Tiruppur 641601',
  className: 'Class 8 B',
  topic: 'Linear equations in one variable',
  durationMinutes: 40,
} as const;

describe('messages between the school and the candidate', () => {
  it('each side reads the other in the portal and by e-mail with a link to the thread; unread counts fall when opened', async () => {
    const school = await createInstitute(app);
    const { seeker, job, applicationId } = await applicant(school);
    const sent = await app.as(school.admin).call(hiringApi.write, {
      params: { applicationId },
      body: { message: 'Vanakkam Lakshmi, can you take a demo lesson for Class 8 this week?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const mail = (await outbox(app, seeker.account.email)).at(-1)!;
    expect(mail.subject).toBe('Message about TGT Mathematics');
    expect(mail.text).toContain('can you take a demo lesson for Class 8');
    expect(mail.text).toContain(`/hiring/${applicationId}`);
    expect(mail.html).toContain(`/hiring/${applicationId}`);

    expect((await app.as(seeker).call(hiringApi.unread)).json<Unread>()).toMatchObject({
      unread: 1,
      threads: [{ applicationId, title: 'TGT Mathematics', name: 'Vidya Vikas School', unread: 1 }],
    });
    const hers = await desk(seeker, applicationId);
    // Her WhatsApp link beside the thread goes to the job's contact phone.
    expect(hers).toMatchObject({ mySide: 'candidate', unread: 1, schoolPhone: '9842012345' });
    // The school's messages are signed with the school's name (an admin may have none of her own).
    expect(hers.messages[0]?.authorName).toBe(`${school.admin.account.name}, Vidya Vikas School`);
    expect(hers.messages.map((m) => [m.side, m.body])).toEqual([
      ['school', 'Vanakkam Lakshmi, can you take a demo lesson for Class 8 this week?'],
    ]);
    expect((await app.as(seeker).call(hiringApi.unread)).json<Unread>().unread).toBe(0);

    await app.as(seeker).call(hiringApi.write, {
      params: { applicationId },
      body: { message: 'Yes, Thursday or Friday morning suits me.' },
    });
    // The job's poster is told; all the school's staff read the same thread.
    expect((await outbox(app, posterOf(school, job).account.email)).at(-1)?.text).toContain(
      'Thursday or Friday morning',
    );
    expect((await app.as(school.staff).call(hiringApi.unread)).json<Unread>()).toMatchObject({
      unread: 1,
      threads: [{ applicationId, name: 'Lakshmi Subramanian' }],
    });
    const theirs = await desk(school.staff, applicationId);
    expect(theirs.messages.map((m) => m.side)).toEqual(['school', 'candidate']);
    expect(theirs.candidate).toMatchObject({ name: 'Lakshmi Subramanian', phone: JOBSEEKER_PROFILE.phone });
  });

  it("the school's private note is in the school's desk and never in anything the candidate reads", async () => {
    const school = await createInstitute(app);
    const { seeker, job, applicationId } = await applicant(school);
    await app.as(school.admin).call(applicationsApi.moveApplicant, {
      params: { jobId: job.id, applicationId },
      body: { stage: 'shortlisted', schoolNote: 'Salary ask above our band; check references' },
    });
    await app.as(school.admin).call(hiringApi.write, { params: { applicationId }, body: { message: 'Hello' } });
    expect((await desk(school.admin, applicationId)).schoolNote).toBe('Salary ask above our band; check references');

    const hers = await app.as(seeker).call(hiringApi.desk, { params: { applicationId } });
    expect(hers.json()).not.toHaveProperty('schoolNote');
    for (const read of [
      hers.body,
      (await app.as(seeker).call(hiringApi.unread)).body,
      (await app.as(seeker).get('/api/applications/applied-jobs')).body,
      ...(await outbox(app, seeker.account.email)).map((m) => `${m.text}${m.html ?? ''}`),
    ])
      expect(read).not.toContain('check references');
  });

  it("another school's staff and another teacher get 404 for the thread, and cannot write in it", async () => {
    const school = await createInstitute(app);
    const other = await createInstitute(app);
    const stranger = await signedIn(app, { role: 'jobseeker' });
    const { applicationId } = await applicant(school);
    for (const who of [other.admin, other.staff, stranger]) {
      const read = await app.as(who).call(hiringApi.desk, { params: { applicationId } });
      expect([read.statusCode, read.json().message]).toEqual([404, 'Application not found.']);
      const write = await app.as(who).call(hiringApi.write, { params: { applicationId }, body: { message: 'Hi' } });
      expect(write.statusCode).toBe(404);
    }
    expect((await desk(school.admin, applicationId)).messages).toEqual([]);
  });

  it('an empty or overlong message is refused, naming the field', async () => {
    const school = await createInstitute(app);
    const { applicationId } = await applicant(school);
    for (const message of ['   ', 'x'.repeat(2001)]) {
      const res = await app.as(school.admin).call(hiringApi.write, { params: { applicationId }, body: { message } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['message']);
    }
  });

  it('the school writes first to a teacher found on Find Employee: her application opens at Shortlisted', async () => {
    const school = await createInstitute(app);
    const other = await createInstitute(app);
    const seeker = await signedIn(app, { role: 'jobseeker', name: 'Lakshmi Subramanian' });
    await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, JOBSEEKER_PROFILE);
    const job = await createJob(app, school.code, { title: 'TGT Mathematics' });
    const body = { jobId: job.id, seekerId: seeker.account.id, message: 'We liked your profile. Interested?' };

    const refused = await app.as(other.admin).call(hiringApi.start, { body });
    expect(refused.statusCode, 'another school cannot write about this job').toBe(404);
    const started = await app.as(school.admin).call(hiringApi.start, { body });
    expect(started.statusCode, started.body).toBe(201);
    const { applicationId } = started.json<{ applicationId: string }>();
    const again = await app.as(school.staff).call(hiringApi.start, { body: { ...body, message: 'Any questions?' } });
    expect(again.json().applicationId, 'the same thread').toBe(applicationId);

    const hers = await desk(seeker, applicationId);
    expect([hers.stage, hers.messages.length]).toEqual(['shortlisted', 2]);
  });
});

describe('interviews and demo lessons', () => {
  it('a demo lesson needs its class and topic, in person its address, a video call its link, and times ahead', async () => {
    const school = await createInstitute(app);
    const { applicationId } = await applicant(school);
    const cases = [
      [{ ...DEMO, className: '', slots: [slotIn(2)] }, 'className'],
      [{ ...DEMO, topic: undefined, slots: [slotIn(2)] }, 'topic'],
      [{ ...DEMO, place: '', slots: [slotIn(2)] }, 'place'],
      [{ ...DEMO, mode: 'video', place: 'meet.google.com/abc', slots: [slotIn(2)] }, 'place'],
      [{ ...DEMO, slots: [] }, 'slots'],
      [{ ...DEMO, slots: [slotIn(2), slotIn(2)] }, 'slots'],
      [{ ...DEMO, slots: ['2026-13-40 10:30'] }, 'slots.0'],
      [{ ...DEMO, slots: [slotIn(-1)] }, 'slots'],
      [{ ...DEMO, durationMinutes: 5, slots: [slotIn(2)] }, 'durationMinutes'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await app.as(school.admin).call(hiringApi.invite, { params: { applicationId }, body: body as never });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await desk(school.admin, applicationId)).invitations).toEqual([]);
  });

  it('the candidate takes one of the times: both get the calendar invitation in Indian time, and she moves to Interview', async () => {
    const school = await createInstitute(app);
    const { seeker, job, applicationId } = await applicant(school);
    const poster = posterOf(school, job);
    const invited = await app.as(school.admin).call(hiringApi.invite, {
      params: { applicationId },
      body: { ...DEMO, slots: [slotIn(4, '10:30'), slotIn(5, '14:00')] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const proposed = invited.json<{ desk: HiringDesk }>().desk;
    expect(proposed.stage).toBe('interview');
    expect((await outbox(app, seeker.account.email)).at(-1)?.subject).toBe('Demo lesson: TGT Mathematics');

    const [invitation] = (await desk(seeker, applicationId)).invitations;
    const first = invitation!.slots[0]!;
    const answered = await app.as(seeker).call(hiringApi.answerInvitation, {
      params: { invitationId: invitation!._id },
      body: { answer: 'accept', slotId: first._id },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ desk: HiringDesk }>().desk.invitations[0]).toMatchObject({
      status: 'accepted',
      slots: [{ chosen: true }, { chosen: false, taken: false }],
    });

    for (const to of [seeker.account.email, poster.account.email]) {
      const mail = (await outbox(app, to)).at(-1)!;
      expect(mail.attachments, to).toHaveLength(1);
      const [ics] = mail.attachments!;
      expect(ics).toMatchObject({ contentType: 'text/calendar', filename: 'demo-lesson.ics' });
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!);
      // 10:30 in India is 05:00 UTC.
      expect(event.startDate.toJSDate().toISOString()).toBe(`${daysFromNow(4)}T05:00:00.000Z`);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(40 * 60_000);
      expect(event.summary).toBe('Demo lesson: TGT Mathematics · Lakshmi Subramanian');
      expect(event.location).toBe(DEMO.place);
      expect(event.description).toContain('Linear equations in one variable');
      expect(event.description).toContain('10:30');
      expect(event.uid).toBe(`${invitation!._id}@school-portal`);
    }
    const again = await app.as(seeker).call(hiringApi.answerInvitation, {
      params: { invitationId: invitation!._id },
      body: { answer: 'decline' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This invitation has already been answered.']);
  });

  it('she may ask for another time or decline; the school is told with her note', async () => {
    const school = await createInstitute(app);
    const { seeker, job, applicationId } = await applicant(school);
    const poster = posterOf(school, job);
    await app.as(school.admin).call(hiringApi.invite, {
      params: { applicationId },
      body: {
        kind: 'interview',
        mode: 'video',
        place: 'https://meet.example.in/vvs-maths',
        durationMinutes: 30,
        slots: [slotIn(3)],
      },
    });
    const [invitation] = (await desk(seeker, applicationId)).invitations;
    const noSlot = await app.as(seeker).call(hiringApi.answerInvitation, {
      params: { invitationId: invitation!._id },
      body: { answer: 'accept' },
    });
    expect([noSlot.statusCode, noSlot.json().fieldErrors]).toEqual([
      400,
      { slotId: 'Choose one of the proposed times.' },
    ]);
    const another = await app.as(seeker).call(hiringApi.answerInvitation, {
      params: { invitationId: invitation!._id },
      body: { answer: 'another', note: 'I have board exam duty that day; any day next week works.' },
    });
    expect(another.json<{ desk: HiringDesk }>().desk.invitations[0]?.status).toBe('anotherAsked');
    const told = (await outbox(app, poster.account.email)).at(-1)!;
    expect(told.text).toContain('asked for another time');
    expect(told.text).toContain('board exam duty');
  });

  it('a time taken by one candidate cannot be taken by another, even at the same moment', async () => {
    const school = await createInstitute(app);
    const job = await createJob(app, school.code, { title: 'TGT Mathematics' });
    const seekers = await Promise.all([1, 2, 3].map((i) => signedIn(app, { role: 'jobseeker', name: `Teacher ${i}` })));
    const invitations: string[] = [];
    for (const s of seekers) {
      await app.as(s).post(`/api/jobs/${job.id}/apply`);
      const [mine] = (await app.as(s).get('/api/applications/applied-jobs')).json<AppliedJob[]>();
      const res = await app.as(school.admin).call(hiringApi.invite, {
        params: { applicationId: mine!._id },
        body: { ...DEMO, slots: [slotIn(6, '09:00')] },
      });
      expect(res.statusCode, res.body).toBe(201);
      invitations.push(res.json<{ desk: HiringDesk }>().desk.invitations[0]!._id);
    }
    const slotOf = async (i: number) =>
      (
        await desk(
          seekers[i]!,
          (await app.as(seekers[i]!).get('/api/applications/applied-jobs')).json<AppliedJob[]>()[0]!._id,
        )
      ).invitations[0]!.slots[0]!._id;
    const slotId = await slotOf(0);
    expect(await slotOf(1), 'one slot, proposed to each').toBe(slotId);

    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        app.as(seekers[i]!).call(hiringApi.answerInvitation, {
          params: { invitationId: invitations[i]! },
          body: { answer: 'accept', slotId },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual([
      'That time has just been taken by another candidate. Please choose another.',
      'That time has just been taken by another candidate. Please choose another.',
    ]);
    // A refused acceptance keeps nothing: that invitation still waits for her answer.
    const loser = answers.findIndex((a) => a.statusCode === 409);
    const [loserApplication] = (await app.as(seekers[loser]!).get('/api/applications/applied-jobs')).json<
      AppliedJob[]
    >();
    const hers = await desk(seekers[loser]!, loserApplication!._id);
    expect(hers.invitations[0]).toMatchObject({ status: 'proposed', slots: [{ taken: true, chosen: false }] });

    // Nor can the school offer that time again.
    const fourth = await signedIn(app, { role: 'jobseeker' });
    await app.as(fourth).post(`/api/jobs/${job.id}/apply`);
    const [late] = (await app.as(fourth).get('/api/applications/applied-jobs')).json<AppliedJob[]>();
    const reoffered = await app.as(school.admin).call(hiringApi.invite, {
      params: { applicationId: late!._id },
      body: { ...DEMO, slots: [slotIn(6, '09:00')] },
    });
    expect(reoffered.statusCode).toBe(409);
  });

  it('a time taken by a candidate who then withdraws is free again for another', async () => {
    const school = await createInstitute(app);
    const first = await applicant(school, 'Priya Raman');
    const job = first.job;
    const time = slotIn(9, '09:30');
    await app.as(school.admin).call(hiringApi.invite, {
      params: { applicationId: first.applicationId },
      body: { ...DEMO, slots: [time] },
    });
    const [invitation] = (await desk(first.seeker, first.applicationId)).invitations;
    const took = await app.as(first.seeker).call(hiringApi.answerInvitation, {
      params: { invitationId: invitation!._id },
      body: { answer: 'accept', slotId: invitation!.slots[0]!._id },
    });
    expect(took.statusCode, took.body).toBe(200);
    expect((await app.as(first.seeker).delete(`/api/applications/withdraw/${job.id}`)).statusCode).toBe(200);

    const next = await signedIn(app, { role: 'jobseeker', name: 'Kavitha Murugan' });
    await app.as(next).post(`/api/jobs/${job.id}/apply`);
    const [hers] = (await app.as(next).get('/api/applications/applied-jobs')).json<AppliedJob[]>();
    const invited = await app.as(school.admin).call(hiringApi.invite, {
      params: { applicationId: hers!._id },
      body: { ...DEMO, slots: [time] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const offered = invited.json<{ desk: HiringDesk }>().desk.invitations[0]!;
    const accepted = await app.as(next).call(hiringApi.answerInvitation, {
      params: { invitationId: offered._id },
      body: { answer: 'accept', slotId: offered.slots[0]!._id },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('the day before, both get a reminder, once', async () => {
    const school = await createInstitute(app);
    const { seeker, job, applicationId } = await applicant(school);
    const poster = posterOf(school, job);
    await app.as(school.admin).call(hiringApi.invite, {
      params: { applicationId },
      body: { kind: 'interview', mode: 'phone', place: '9842012345', durationMinutes: 20, slots: [slotIn(8, '11:00')] },
    });
    const [invitation] = (await desk(seeker, applicationId)).invitations;
    await app.as(seeker).call(hiringApi.answerInvitation, {
      params: { invitationId: invitation!._id },
      body: { answer: 'accept', slotId: invitation!.slots[0]!._id },
    });
    const reminders = async () =>
      (await outbox(app)).filter(
        (m) => [seeker.account.email, poster.account.email].includes(m.to) && m.text.includes('Reminder:'),
      );
    // Two days before: nothing yet.
    await app.daily.tick(new Date(`${daysFromNow(6)}T09:00:00+05:30`));
    expect(await reminders()).toEqual([]);
    await app.daily.tick(new Date(`${daysFromNow(7)}T09:00:00+05:30`));
    expect((await reminders()).map((m) => m.to).sort()).toEqual([seeker.account.email, poster.account.email].sort());
    expect((await reminders())[0]?.attachments?.[0]?.contentType).toBe('text/calendar');
    await app.daily.tick(new Date(`${daysFromNow(7)}T09:05:00+05:30`));
    expect(await reminders()).toHaveLength(2);
  });
});

describe('the offer', () => {
  it('the school sends an offer on its letterhead; she accepts in the portal and is Hired', async () => {
    const school = await createInstitute(app);
    const other = await createInstitute(app);
    const { seeker, job, applicationId } = await applicant(school);
    const poster = posterOf(school, job);
    const bad = await app.as(school.admin).call(hiringApi.offer, {
      params: { applicationId },
      body: { position: '', monthlyPay: 0, joiningDate: daysFromNow(-2) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['monthlyPay', 'position']);
    const past = await app.as(school.admin).call(hiringApi.offer, {
      params: { applicationId },
      body: { position: 'TGT Mathematics', monthlyPay: 38500, joiningDate: daysFromNow(-2) },
    });
    expect([past.statusCode, past.json().fieldErrors]).toEqual([
      400,
      { joiningDate: 'The joining date has already passed.' },
    ]);

    const sent = await app.as(school.admin).call(hiringApi.offer, {
      params: { applicationId },
      body: { position: 'TGT Mathematics', monthlyPay: 38500, joiningDate: daysFromNow(20) },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offered = sent.json<{ desk: HiringDesk }>().desk;
    expect(offered.stage).toBe('offered');
    expect(offered.offers[0]).toMatchObject({ position: 'TGT Mathematics', monthlyPay: 38500, status: 'sent' });
    const mail = (await outbox(app, seeker.account.email)).at(-1)!;
    expect(mail.text).toContain('₹38,500 a month');
    const twice = await app.as(school.admin).call(hiringApi.offer, {
      params: { applicationId },
      body: { position: 'TGT Mathematics', monthlyPay: 39000, joiningDate: daysFromNow(20) },
    });
    expect(twice.statusCode).toBe(409);

    const offerId = offered.offers[0]!._id;
    for (const who of [school.staff, seeker]) {
      const letter = await app.as(who).call(hiringApi.offerLetter, { params: { offerId } });
      expect([letter.statusCode, letter.headers['content-type']]).toEqual([200, 'application/pdf']);
      const text = pdfText(letter.rawPayload);
      expect(text).toContain('OFFER OF APPOINTMENT');
      expect(text).toContain('TGT Mathematics');
      expect(text).toContain('₹38,500');
    }
    for (const who of [other.admin, await signedIn(app, { role: 'jobseeker' })])
      expect((await app.as(who).call(hiringApi.offerLetter, { params: { offerId } })).statusCode).toBe(404);
    const byOther = await app
      .as(school.staff)
      .call(hiringApi.answerOffer, { params: { offerId }, body: { answer: 'accept' } });
    expect(byOther.statusCode, 'the school cannot accept for her').toBe(403);

    const accepted = await app
      .as(seeker)
      .call(hiringApi.answerOffer, { params: { offerId }, body: { answer: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ desk: HiringDesk }>().desk).toMatchObject({
      stage: 'hired',
      offers: [{ status: 'accepted' }],
    });
    expect((await outbox(app, poster.account.email)).at(-1)?.text).toContain('accepted your offer of TGT Mathematics');
    const again = await app
      .as(seeker)
      .call(hiringApi.answerOffer, { params: { offerId }, body: { answer: 'decline' } });
    expect(again.statusCode).toBe(409);
  });

  it('the letter is printed in the language of the school user who wrote the offer', async () => {
    const school = await createInstitute(app);
    const { seeker, applicationId } = await applicant(school);
    await app.deps.db.update(users).set({ language: 'ta' }).where(eq(users.id, school.admin.account.id));
    const sent = await app.as(school.admin).call(hiringApi.offer, {
      params: { applicationId },
      body: { position: 'பட்டதாரி கணித ஆசிரியர்', monthlyPay: 36000, joiningDate: daysFromNow(25) },
    });
    const offerId = sent.json<{ desk: HiringDesk }>().desk.offers[0]!._id;
    const letter = await app.as(seeker).call(hiringApi.offerLetter, { params: { offerId } });
    const { text } = popplerText(letter.rawPayload, 'offer-ta');
    for (const word of 'பணி நியமன ஆணை'.split(' ')) expect(text).toContain(word);
    expect(text).toContain('₹36,000');
  });
});
