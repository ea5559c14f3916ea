import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENQUIRY_MESSAGES,
  TOTAL_COUNT_HEADER,
  suppliersApi,
  type Enquiry,
  type EnquiryThread,
} from '@school-portal/contract';
import { instituteProfiles, notifications } from '../../db/schema/index.ts';
import {
  createInstitute,
  createProduct,
  createSupplier,
  signedInSuperAdmin,
  type ProductRow,
  type SupplierRow,
  type TestInstitute,
} from '../../../test/factories.ts';
import { createTestApp, outbox, type Caller, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let admin: Caller;
let school: TestInstitute;
let otherSchool: TestInstitute;
let supplier: SupplierRow;
let notebooks: ProductRow;
let chairs: ProductRow;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
  school = await createInstitute(app);
  otherSchool = await createInstitute(app);
  supplier = await createSupplier(app);
  notebooks = await createProduct(app, supplier.id, {
    name: 'Long notebook 172 pages',
    minOrderQty: 100,
    unit: 'piece',
  });
  chairs = await createProduct(app, supplier.id, {
    name: 'Student chair',
    category: 'furniture',
    pricePaise: 95000,
    minOrderQty: 20,
    unit: 'piece',
  });
});
afterAll(() => app.close());

const ask = (caller: Caller, supplierId: string, body: object) =>
  app.as(caller).post(`/api/suppliers/${supplierId}/enquiries`, body);

const ENQUIRY = () => ({
  items: [
    { productId: notebooks.id, quantity: 1200 },
    { productId: chairs.id, quantity: 40 },
  ],
  deliveryState: 'MH',
  deliveryDistrict: 'Pune',
  message: 'Please quote with delivery before June.',
});

describe('institute admins ask suppliers for quotes', () => {
  it('an enquiry is stored, e-mailed to the supplier through the outbox, and listed for the institute as sent', async () => {
    const res = await ask(school.admin, supplier.id, ENQUIRY());
    expect(res.statusCode, res.body).toBe(201);
    const { message, enquiry } = res.json<{ message: string; enquiry: Enquiry }>();
    expect(message).toBe(ENQUIRY_MESSAGES.sent);
    expect(enquiry).toMatchObject({
      supplierId: supplier.id,
      supplierName: supplier.name,
      instituteCode: school.code,
      sentByEmail: school.admin.account.email,
      status: 'sent',
      items: [
        { productId: notebooks.id, name: 'Long notebook 172 pages', unit: 'piece', quantity: 1200 },
        { productId: chairs.id, name: 'Student chair', unit: 'piece', quantity: 40 },
      ],
    });

    const [mail] = await outbox(app, supplier.email);
    expect(mail?.subject).toMatch(/^Enquiry from .+ via School Portal$/);
    expect(mail?.text).toContain('- Long notebook 172 pages: 1,200 pieces');
    expect(mail?.text).toContain('Delivery to: Pune, Maharashtra');
    expect(mail?.text).toContain('Please quote with delivery before June.');
    expect(mail?.text).toContain(`Please reply to ${school.admin.account.name} at ${school.admin.account.email}.`);

    const mine = await app.as(school.admin).call(suppliersApi.enquiries);
    expect(mine.json<Enquiry[]>().map((e) => e._id)).toEqual([enquiry._id]);
    expect(mine.headers[TOTAL_COUNT_HEADER]).toBe('1');
    expect((await app.as(otherSchool.admin).call(suppliersApi.enquiries)).json()).toEqual([]);
    const all = await app.as(admin).call(suppliersApi.enquiries, { query: { status: 'sent' } });
    expect(all.json<Enquiry[]>().map((e) => e._id)).toContain(enquiry._id);
  });

  it('refuses a product of another supplier and a quantity below the minimum order, naming the line; nothing is stored or mailed', async () => {
    const elsewhere = await createProduct(app, (await createSupplier(app)).id);
    const mailsBefore = (await outbox(app, supplier.email)).length;
    const res = await ask(school.admin, supplier.id, {
      ...ENQUIRY(),
      items: [
        { productId: elsewhere.id, quantity: 500 },
        { productId: chairs.id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'items.0.productId': ENQUIRY_MESSAGES.notThisSupplier,
      'items.1.quantity': 'The minimum order is 20 pieces.',
    });
    expect((await outbox(app, supplier.email)).length).toBe(mailsBefore);
    expect((await app.as(otherSchool.admin).call(suppliersApi.enquiries)).json()).toEqual([]);
  });

  it("says the minimum order in the caller's language, the unit's plural its own", async () => {
    const body = { ...ENQUIRY(), items: [{ productId: chairs.id, quantity: 5 }] };
    const inLanguage = (language: string) =>
      app
        .as({ headers: { ...school.admin.headers, 'accept-language': language } })
        .post(`/api/suppliers/${supplier.id}/enquiries`, body);
    const hindi = await inLanguage('hi-IN,hi;q=0.9');
    expect([hindi.statusCode, hindi.json()]).toEqual([
      400,
      { message: 'न्यूनतम ऑर्डर 20 पीस है।', fieldErrors: { 'items.0.quantity': 'न्यूनतम ऑर्डर 20 पीस है।' } },
    ]);
    expect((await inLanguage('ta')).json().fieldErrors).toEqual({ 'items.0.quantity': 'குறைந்தபட்ச ஆர்டர் 20 எண்.' });
    expect((await ask(school.admin, supplier.id, body)).json().message).toBe('The minimum order is 20 pieces.');
  });

  it('refuses an enquiry without products, with a district of another state, or a quantity that is not a number', async () => {
    const empty = await ask(school.admin, supplier.id, { ...ENQUIRY(), items: [] });
    expect(empty.json().fieldErrors).toEqual({ items: ENQUIRY_MESSAGES.itemsRequired });
    const place = await ask(school.admin, supplier.id, { ...ENQUIRY(), deliveryDistrict: 'Chennai' });
    expect(place.json().fieldErrors).toEqual({ deliveryDistrict: 'Choose a district of the chosen state.' });
    const quantity = await ask(school.admin, supplier.id, {
      ...ENQUIRY(),
      items: [{ productId: chairs.id, quantity: 'forty' }],
    });
    expect([quantity.statusCode, quantity.json().fieldErrors]).toEqual([
      400,
      { 'items.0.quantity': 'Quantity must be a number.' },
    ]);
  });

  it('an inactive or unknown supplier takes no enquiries', async () => {
    const closed = await createSupplier(app, { active: false });
    expect((await ask(school.admin, closed.id, ENQUIRY())).statusCode).toBe(404);
    expect((await ask(school.admin, '00000000-0000-4000-8000-000000000000', ENQUIRY())).statusCode).toBe(404);
  });

  it("the super admin marks an enquiry replied; the institute closes its own, and another institute's answers 404", async () => {
    const { enquiry } = (await ask(school.admin, supplier.id, ENQUIRY())).json<{ enquiry: Enquiry }>();
    const replied = await app
      .as(admin)
      .call(suppliersApi.setEnquiryStatus, { params: { id: enquiry._id }, body: { status: 'replied' } });
    expect(replied.json().enquiry.status).toBe('replied');
    const stranger = await app
      .as(otherSchool.admin)
      .call(suppliersApi.setEnquiryStatus, { params: { id: enquiry._id }, body: { status: 'closed' } });
    expect(stranger.statusCode).toBe(404);
    const closed = await app
      .as(school.admin)
      .call(suppliersApi.setEnquiryStatus, { params: { id: enquiry._id }, body: { status: 'closed' } });
    expect(closed.json().enquiry.status).toBe('closed');
    const listed = await app.as(school.admin).call(suppliersApi.enquiries, { query: { status: 'closed' } });
    expect(listed.json<Enquiry[]>().map((e) => e._id)).toEqual([enquiry._id]);
  });

  it('institute users cannot send enquiries', async () => {
    expect((await ask(school.staff, supplier.id, ENQUIRY())).statusCode).toBe(403);
  });
});

/** The secret of the supplier's reply link, read from the last mail the supplier got. */
async function replyTokenOf(supplierEmail: string): Promise<string> {
  const mails = await outbox(app, supplierEmail);
  const token = /\/enquiry-reply\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error("no reply link in the supplier's mail");
  return token;
}

const noticesOf = async (userId: string) =>
  (await app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

describe('the school reads a supplier’s answer in its account language (decision 020)', () => {
  it('a Hindi admin is told of the reply in Hindi, in the bell and by e-mail; the supplier’s own words pass through', async () => {
    const hindi = await createInstitute(app);
    expect((await app.as(hindi.admin).patch('/api/auth/me', { language: 'hi' })).statusCode).toBe(200);
    expect((await ask(hindi.admin, supplier.id, ENQUIRY())).statusCode).toBe(201);
    const token = await replyTokenOf(supplier.email);
    const reply = await app
      .as(null)
      .call(suppliersApi.supplierReply, { params: { token }, body: { message: 'Rs 40 a notebook.' } });
    expect(reply.statusCode, reply.body).toBe(201);

    expect(await noticesOf(hindi.admin.account.id)).toContain(`${supplier.name} ने आपकी पूछताछ का जवाब दिया।`);
    const mail = (await outbox(app, hindi.admin.account.email)).at(-1)!;
    expect(mail.subject).toBe(`Re: ${supplier.name} को पूछताछ`);
    expect(mail.text).toContain('उनका जवाब:\nRs 40 a notebook.');
    expect(mail.text).toMatch(/^नमस्ते /);
  });

  it("writes to the supplier, who has no account, in the language of the account that asks: the school's own words as typed", async () => {
    const hindi = await createInstitute(app);
    await app.as(hindi.admin).patch('/api/auth/me', { language: 'hi' });
    expect((await ask(hindi.admin, supplier.id, ENQUIRY())).statusCode).toBe(201);
    const mail = (await outbox(app, supplier.email)).at(-1)!;
    expect(mail.subject).toMatch(/^School Portal के माध्यम से .+ की पूछताछ$/);
    expect(mail.text).toMatch(/^नमस्ते /);
    expect(mail.text).toContain('- Long notebook 172 pages: 1,200 पीस');
    expect(mail.text).toContain('डिलीवरी: Pune, Maharashtra · महाराष्ट्र');
    expect(mail.text).toContain('संस्थान का संदेश:\nPlease quote with delivery before June.');
    expect(mail.text).toContain(`कृपया ${hindi.admin.account.name} को ${hindi.admin.account.email} पर उत्तर दें।`);
  });
});

describe('an enquiry gets answers: a thread between the school and the supplier', () => {
  it("the supplier's mail replies to the asking school and shows the school's landline as Indians write it", async () => {
    await app.deps.db
      .insert(instituteProfiles)
      .values({
        instituteCode: school.code,
        affiliationNumber: '1130001',
        schoolType: 'High School',
        board: 'CBSE',
        stateCode: 'MH',
        district: 'Pune',
        address: '1 MG Road',
        contactPerson: 'Asha',
        // A landline as PhoneSchema stores "0421-2234567": its ten national digits.
        phone: '4212234567',
      })
      .onConflictDoNothing();
    const res = await ask(school.admin, supplier.id, ENQUIRY());
    expect(res.statusCode, res.body).toBe(201);
    const mail = (await outbox(app, supplier.email)).at(-1);
    expect(mail?.replyTo).toBe(school.admin.account.email);
    expect(mail?.text).toContain('or call 0421 223 4567');
    expect(mail?.text).toMatch(/\/enquiry-reply\/[A-Za-z0-9_-]{40,}/);
  });

  it('the supplier replies through its link: the school is notified and e-mailed, sees the reply and the status; it writes back and the supplier closes', async () => {
    const { enquiry } = (await ask(school.admin, supplier.id, ENQUIRY())).json<{ enquiry: Enquiry }>();
    const token = await replyTokenOf(supplier.email);

    const seen = await app.as(null).call(suppliersApi.supplierThread, { params: { token } });
    expect(seen.json<EnquiryThread>().enquiry._id).toBe(enquiry._id);

    const reply = await app.as(null).call(suppliersApi.supplierReply, {
      params: { token },
      body: { message: 'Rs 42 a notebook, delivery in 10 days.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<EnquiryThread>().enquiry.status).toBe('replied');
    expect(await noticesOf(school.admin.account.id)).toContain(`${supplier.name} replied to your enquiry.`);
    const toSchool = (await outbox(app, school.admin.account.email)).at(-1);
    expect([toSchool?.replyTo, toSchool?.text.includes('Rs 42 a notebook')]).toEqual([supplier.email, true]);

    const thread = await app.as(school.admin).call(suppliersApi.enquiryThread, { params: { id: enquiry._id } });
    expect(thread.json<EnquiryThread>().messages.map((m) => [m.side, m.body])).toEqual([
      ['answerer', 'Rs 42 a notebook, delivery in 10 days.'],
    ]);

    const back = await app.as(school.admin).call(suppliersApi.replyToEnquiry, {
      params: { id: enquiry._id },
      body: { message: 'Can you do Rs 40 for 2,000?' },
    });
    expect(back.statusCode, back.body).toBe(201);
    const toSupplier = (await outbox(app, supplier.email)).at(-1);
    expect([toSupplier?.replyTo, toSupplier?.text.includes('Can you do Rs 40 for 2,000?')]).toEqual([
      school.admin.account.email,
      true,
    ]);
    // The new mail carries a new link; the old one no longer opens the enquiry.
    expect((await app.as(null).call(suppliersApi.supplierThread, { params: { token } })).statusCode).toBe(404);
    const fresh = await replyTokenOf(supplier.email);
    const closed = await app
      .as(null)
      .call(suppliersApi.supplierReply, { params: { token: fresh }, body: { message: 'Agreed.', status: 'closed' } });
    expect(closed.json<EnquiryThread>().enquiry.status).toBe('closed');
    expect(closed.json<EnquiryThread>().messages.map((m) => m.side)).toEqual(['answerer', 'asker', 'answerer']);
    expect(await noticesOf(school.admin.account.id)).toContain(`${supplier.name} closed your enquiry.`);

    const again = await app
      .as(null)
      .call(suppliersApi.supplierReply, { params: { token: fresh }, body: { message: 'One more thing' } });
    expect([again.statusCode, again.json().message]).toEqual([400, ENQUIRY_MESSAGES.replyLinkUsed]);
  });

  it('only the two parties reach the thread: another school gets 404, a made-up link 404, an empty reply 400 naming the field', async () => {
    const { enquiry } = (await ask(school.admin, supplier.id, ENQUIRY())).json<{ enquiry: Enquiry }>();
    expect(
      (await app.as(otherSchool.admin).call(suppliersApi.enquiryThread, { params: { id: enquiry._id } })).statusCode,
    ).toBe(404);
    const stranger = await app
      .as(otherSchool.admin)
      .call(suppliersApi.replyToEnquiry, { params: { id: enquiry._id }, body: { message: 'Hello' } });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await app.as(null).call(suppliersApi.supplierThread, { params: { token: 'x'.repeat(43) } })).statusCode,
    ).toBe(404);
    const token = await replyTokenOf(supplier.email);
    const empty = await app.as(null).call(suppliersApi.supplierReply, { params: { token }, body: { message: '  ' } });
    expect([empty.statusCode, Object.keys(empty.json().fieldErrors)]).toEqual([400, ['message']]);
    expect((await app.as(admin).call(suppliersApi.enquiryThread, { params: { id: enquiry._id } })).statusCode).toBe(
      200,
    );
  });
});
