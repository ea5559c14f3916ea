import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPLIER_MESSAGES,
  TOTAL_COUNT_HEADER,
  profilesApi,
  suppliersApi,
  type Supplier,
} from '@school-portal/contract';
import {
  createEnquiry,
  createInstitute,
  createProduct,
  createSupplier,
  multipartForm,
  signedIn,
  signedInSuperAdmin,
  type TestInstitute,
} from '../../../test/factories.ts';
import { createTestApp, type Caller, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let admin: Caller;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
  school = await createInstitute(app);
});
afterAll(() => app.close());

const logo = () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();

/** The Add Supplier form as a browser sends it. */
const FORM = {
  name: 'Shree Ganesh School Furniture',
  categories: JSON.stringify(['furniture', 'lab']),
  contactPerson: 'Prakash Jadhav',
  phone: '+91 98220 12345',
  email: 'Orders@GaneshFurniture.test',
  website: 'www.ganeshfurniture.test',
  address: 'Plot 22, MIDC Bhosari, Pune 411026',
  state: 'MH',
  district: 'Pune',
  description: 'Benches, desks and lab tables made to order.',
  gstin: '27AAPFU0939F1ZV',
  servesAllIndia: 'false',
  serviceDistricts: JSON.stringify([
    { state: 'MH', district: 'Pune' },
    { state: 'MH', district: 'Satara' },
  ]),
} as const;

async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | Buffer | undefined>,
  caller: Caller = admin,
) {
  const { payload, headers } = await multipartForm(fields);
  return app.inject({ method, url, payload, headers: { ...caller.headers, ...headers } });
}

const supplierCount = async () =>
  Number((await app.as(admin).call(suppliersApi.list, { query: { limit: 1 } })).headers[TOTAL_COUNT_HEADER]);

describe('the super admin curates suppliers', () => {
  it('adds a supplier with a logo from the Add Supplier form', async () => {
    const res = await sendForm('POST', '/api/suppliers', { ...FORM, logo: await logo() });
    expect(res.statusCode, res.body).toBe(201);
    const { message, supplier } = res.json<{ message: string; supplier: Supplier }>();
    expect(message).toBe(SUPPLIER_MESSAGES.created);
    expect(supplier).toMatchObject({
      name: FORM.name,
      categories: ['furniture', 'lab'],
      phone: '9822012345',
      email: 'orders@ganeshfurniture.test',
      website: 'https://www.ganeshfurniture.test',
      gstin: '27AAPFU0939F1ZV',
      servesAllIndia: false,
      serviceDistricts: [
        { state: 'MH', district: 'Pune' },
        { state: 'MH', district: 'Satara' },
      ],
      active: true,
    });
    const image = await app.as(null).get(supplier.logoUrl!);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await app.as(null).get(supplier.logoThumbnailUrl!)).statusCode).toBe(200);

    const read = await app.as(school.admin).call(suppliersApi.get, { params: { id: supplier._id } });
    expect(read.json<Supplier>().name).toBe(FORM.name);
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const before = await supplierCount();
    const res = await sendForm('POST', '/api/suppliers', {
      ...FORM,
      name: '  ',
      categories: '[]',
      phone: '12345',
      email: 'not-an-email',
      district: 'Chennai',
      gstin: '27AAPFU0939F1ZW',
      website: 'ganesh furniture',
      serviceDistricts: '[]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: SUPPLIER_MESSAGES.nameRequired,
      categories: SUPPLIER_MESSAGES.categoriesRequired,
      phone: 'Enter a valid 10-digit phone number.',
      email: 'Enter a valid email address.',
      gstin: SUPPLIER_MESSAGES.gstinChecksum,
      website: SUPPLIER_MESSAGES.website,
    });
    expect(await supplierCount()).toBe(before);

    const format = await app.as(admin).call(suppliersApi.create, {
      body: { ...FORM, gstin: '27AAPFU0939F1Z', categories: ['books'], serviceDistricts: [] },
    });
    expect(format.statusCode).toBe(400);
    expect(format.json().fieldErrors).toMatchObject({
      gstin: SUPPLIER_MESSAGES.gstinFormat,
      serviceDistricts: SUPPLIER_MESSAGES.serviceDistrictsRequired,
    });

    const place = await app.as(admin).call(suppliersApi.create, {
      body: { ...FORM, district: 'Chennai', categories: ['books'], servesAllIndia: true },
    });
    expect(place.json().fieldErrors).toEqual({ district: 'Choose a district of the chosen state.' });
  });

  it('refuses a logo that is not an image, naming the logo, and keeps nothing', async () => {
    const before = await supplierCount();
    const res = await sendForm('POST', '/api/suppliers', {
      ...FORM,
      logo: Buffer.from('<svg><script>alert(1)</script></svg>'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ logo: 'The logo is not a JPEG, PNG or WebP image.' });
    expect(await supplierCount()).toBe(before);
  });

  it('takes a JSON body without a logo, GSTIN left empty', async () => {
    const res = await app.as(admin).call(suppliersApi.create, {
      body: { ...FORM, gstin: '', website: '', categories: ['printing'], servesAllIndia: true, serviceDistricts: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().supplier).toMatchObject({
      gstin: null,
      website: null,
      logoUrl: null,
      servesAllIndia: true,
      serviceDistricts: [],
    });
  });

  it('a new logo replaces the old one, whose address stops working; removeLogo takes it off', async () => {
    const created = (await sendForm('POST', '/api/suppliers', { ...FORM, logo: await logo() })).json<{
      supplier: Supplier;
    }>().supplier;
    const replaced = await sendForm('PUT', `/api/suppliers/${created._id}`, {
      ...FORM,
      name: 'Ganesh Furniture',
      logo: await logo(),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const updated = replaced.json<{ supplier: Supplier }>().supplier;
    expect(updated.name).toBe('Ganesh Furniture');
    expect(updated.logoUrl).not.toBe(created.logoUrl);
    expect((await app.as(null).get(created.logoUrl!)).statusCode).toBe(404);

    const kept = (await sendForm('PUT', `/api/suppliers/${created._id}`, FORM)).json<{ supplier: Supplier }>().supplier;
    expect(kept.logoUrl).toBe(updated.logoUrl);
    const removed = (await sendForm('PUT', `/api/suppliers/${created._id}`, { ...FORM, removeLogo: 'true' })).json<{
      supplier: Supplier;
    }>().supplier;
    expect(removed.logoUrl).toBeNull();
    expect((await app.as(null).get(updated.logoUrl!)).statusCode).toBe(404);
  });

  it('editing or deleting a supplier that does not exist answers 404', async () => {
    const nobody = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await sendForm('PUT', `/api/suppliers/${nobody.id}`, FORM)).statusCode).toBe(404);
    expect((await app.as(admin).call(suppliersApi.delete, { params: nobody })).statusCode).toBe(404);
  });

  it('deleting a supplier removes its products and their images together; enquiries keep what was asked', async () => {
    const supplier = await createSupplier(app);
    const photo = await sendForm('POST', '/api/products', {
      supplierId: supplier.id,
      name: 'Lab stool',
      category: 'lab',
      price: '1200',
      unit: 'piece',
      minOrderQty: '10',
      image1: await logo(),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const imageUrl = photo.json<{ product: { images: { url: string }[] } }>().product.images[0]!.url;
    await createProduct(app, supplier.id);
    const enquiry = await createEnquiry(app, school.code);
    const res = await app.as(admin).call(suppliersApi.delete, { params: { id: supplier.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SUPPLIER_MESSAGES.deleted, productsDeleted: 2 });
    expect((await app.as(admin).call(suppliersApi.get, { params: { id: supplier.id } })).statusCode).toBe(404);
    expect((await app.as(admin).get(`/api/products?supplierId=${supplier.id}`)).json()).toEqual([]);
    expect((await app.as(null).get(imageUrl)).statusCode).toBe(404);

    await app.as(admin).call(suppliersApi.delete, { params: { id: enquiry.supplierId! } });
    const listed = (await app.as(school.admin).call(suppliersApi.enquiries)).json<
      { _id: string; supplierId: string | null; supplierName: string }[]
    >();
    expect(listed.find((e) => e._id === enquiry.id)).toMatchObject({
      supplierId: null,
      supplierName: enquiry.supplierName,
    });
  });
});

describe('institute admins browse suppliers', () => {
  let all: { uniforms: string; puneOnly: string; india: string; inactive: string };
  const ids = (res: { json: () => unknown }) => (res.json() as Supplier[]).map((s) => s._id);
  const tag = `Zx${Date.now().toString(36)}`;

  beforeAll(async () => {
    all = {
      uniforms: (
        await createSupplier(app, {
          name: `${tag} Uniform Co`,
          categories: ['uniforms'],
          serviceStates: ['KA'],
          serviceAreas: ['KA/Mysuru'],
        })
      ).id,
      puneOnly: (
        await createSupplier(app, {
          name: `${tag} Pune Books`,
          categories: ['books'],
          serviceStates: ['MH'],
          serviceAreas: ['MH/Pune'],
        })
      ).id,
      india: (
        await createSupplier(app, {
          name: `${tag} National Labs`,
          categories: ['lab', 'books'],
          servesAllIndia: true,
          serviceStates: [],
          serviceAreas: [],
        })
      ).id,
      inactive: (await createSupplier(app, { name: `${tag} Closed Traders`, categories: ['books'], active: false })).id,
    };
  });

  it('finds suppliers by search, category, and the state and district they deliver to (All India ones everywhere)', async () => {
    const list = (query: Record<string, string>) =>
      app.as(school.admin).call(suppliersApi.list, { query: { q: tag, ...query } });
    expect(ids(await list({}))).toEqual([all.india, all.puneOnly, all.uniforms]);
    expect(ids(await list({ category: 'books' }))).toEqual([all.india, all.puneOnly]);
    expect(ids(await list({ state: 'KA' }))).toEqual([all.india, all.uniforms]);
    expect(ids(await list({ state: 'MH', district: 'Pune' }))).toEqual([all.india, all.puneOnly]);
    expect(ids(await list({ state: 'MH', district: 'Nagpur', category: 'books' }))).toEqual([all.india]);
    expect(ids(await list({ q: `${tag} national`.toUpperCase() }))).toEqual([all.india]);
  });

  it('pages on the server with the total in X-Total-Count', async () => {
    const res = await app.as(school.admin).call(suppliersApi.list, { query: { q: tag, limit: 2, page: 2 } });
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(ids(res)).toEqual([all.uniforms]);
    const bad = await app.as(school.admin).get('/api/suppliers?limit=500&district=Pune');
    expect(bad.statusCode).toBe(400);
  });

  it('an inactive supplier is hidden from institutes but listed for the super admin', async () => {
    expect((await app.as(school.admin).call(suppliersApi.get, { params: { id: all.inactive } })).statusCode).toBe(404);
    const forAdmin = await app.as(admin).call(suppliersApi.list, { query: { q: tag } });
    expect(ids(forAdmin)).toContain(all.inactive);
  });

  it("the dashboard's Suppliers Onboarded counts active suppliers", async () => {
    const count = async () =>
      (await app.as(school.admin).call(profilesApi.instituteDashboardStats)).json<{ suppliersOnboarded: number }>()
        .suppliersOnboarded;
    const before = await count();
    const added = await createSupplier(app);
    await createSupplier(app, { active: false });
    expect(await count()).toBe(before + 1);
    await app.as(admin).call(suppliersApi.delete, { params: { id: added.id } });
    expect(await count()).toBe(before);
  });

  it('institute users and job seekers get 403, and only the super admin writes', async () => {
    const seeker = await signedIn(app, { role: 'jobseeker' });
    expect((await app.as(seeker).call(suppliersApi.list)).statusCode).toBe(403);
    expect((await app.as(school.staff).call(suppliersApi.list)).statusCode).toBe(403);
    expect((await sendForm('POST', '/api/suppliers', FORM, school.admin)).statusCode).toBe(403);
  });
});
