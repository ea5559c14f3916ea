import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, TOTAL_COUNT_HEADER, suppliersApi, type Enquiry } from '@school-portal/contract';
import { createInstitute, createProduct, createSupplier, signedInSuperAdmin, type ProductRow, type SupplierRow, type TestInstitute } from '../../../test/factories.ts';
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
  notebooks = await createProduct(app, supplier.id, { name: 'Long notebook 172 pages', minOrderQty: 100, unit: 'piece' });
  chairs = await createProduct(app, supplier.id, { name: 'Student chair', category: 'furniture', pricePaise: 95000, minOrderQty: 20, unit: 'piece' });
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
    expect(mail?.text).toContain('- Long notebook 172 pages: 1,200 piece');
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
      'items.1.quantity': ENQUIRY_MESSAGES.belowMinimum(20, 'piece'),
    });
    expect((await outbox(app, supplier.email)).length).toBe(mailsBefore);
    expect((await app.as(otherSchool.admin).call(suppliersApi.enquiries)).json()).toEqual([]);
  });

  it('refuses an enquiry without products, with a district of another state, or a quantity that is not a number', async () => {
    const empty = await ask(school.admin, supplier.id, { ...ENQUIRY(), items: [] });
    expect(empty.json().fieldErrors).toEqual({ items: ENQUIRY_MESSAGES.itemsRequired });
    const place = await ask(school.admin, supplier.id, { ...ENQUIRY(), deliveryDistrict: 'Chennai' });
    expect(place.json().fieldErrors).toEqual({ deliveryDistrict: 'Choose a district of the chosen state.' });
    const quantity = await ask(school.admin, supplier.id, { ...ENQUIRY(), items: [{ productId: chairs.id, quantity: 'forty' }] });
    expect([quantity.statusCode, quantity.json().fieldErrors]).toEqual([400, { 'items.0.quantity': 'Quantity must be a number.' }]);
  });

  it('an inactive or unknown supplier takes no enquiries', async () => {
    const closed = await createSupplier(app, { active: false });
    expect((await ask(school.admin, closed.id, ENQUIRY())).statusCode).toBe(404);
    expect((await ask(school.admin, '00000000-0000-4000-8000-000000000000', ENQUIRY())).statusCode).toBe(404);
  });

  it("the super admin marks an enquiry replied; the institute closes its own, and another institute's answers 404", async () => {
    const { enquiry } = (await ask(school.admin, supplier.id, ENQUIRY())).json<{ enquiry: Enquiry }>();
    const replied = await app.as(admin).call(suppliersApi.setEnquiryStatus, { params: { id: enquiry._id }, body: { status: 'replied' } });
    expect(replied.json().enquiry.status).toBe('replied');
    const stranger = await app.as(otherSchool.admin).call(suppliersApi.setEnquiryStatus, { params: { id: enquiry._id }, body: { status: 'closed' } });
    expect(stranger.statusCode).toBe(404);
    const closed = await app.as(school.admin).call(suppliersApi.setEnquiryStatus, { params: { id: enquiry._id }, body: { status: 'closed' } });
    expect(closed.json().enquiry.status).toBe('closed');
    const listed = await app.as(school.admin).call(suppliersApi.enquiries, { query: { status: 'closed' } });
    expect(listed.json<Enquiry[]>().map((e) => e._id)).toEqual([enquiry._id]);
  });

  it('institute users cannot send enquiries', async () => {
    expect((await ask(school.staff, supplier.id, ENQUIRY())).statusCode).toBe(403);
  });
});
