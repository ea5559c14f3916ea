import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, TOTAL_COUNT_HEADER, productsApi, type Product } from '@school-portal/contract';
import {
  createInstitute,
  createProduct,
  createSupplier,
  multipartForm,
  signedInSuperAdmin,
  type SupplierRow,
  type TestInstitute,
} from '../../../test/factories.ts';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type Caller, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let admin: Caller;
let school: TestInstitute;
let supplier: SupplierRow;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
  school = await createInstitute(app);
  supplier = await createSupplier(app, { name: 'Vidya Lab Supplies', categories: ['lab'] });
});
afterAll(() => app.close());

const photo = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const form = () =>
  ({
    supplierId: supplier.id,
    name: 'Compound microscope 40x-1000x',
    category: 'lab',
    description: 'Monocular, with LED light, for secondary biology labs.',
    price: '12500',
    unit: 'piece',
    minOrderQty: '2',
    inStock: 'true',
  }) as const;

async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | Buffer | undefined>,
  extra: Record<string, string> = {},
) {
  const { payload, headers } = await multipartForm(fields);
  return app.inject({ method, url, payload, headers: { ...admin.headers, ...headers, ...extra } });
}

describe('the super admin keeps the product catalogue', () => {
  it('adds a product with two images; the price travels in rupees and is kept in paise', async () => {
    const res = await sendForm('POST', '/api/products', {
      ...form(),
      image1: await photo('#ffffff'),
      image2: await photo('#222222'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, product } = res.json<{ message: string; product: Product }>();
    expect(message).toBe(PRODUCT_MESSAGES.created);
    expect(product).toMatchObject({
      supplierName: 'Vidya Lab Supplies',
      price: 12500,
      minOrderQty: 2,
      inStock: true,
      unit: 'piece',
    });
    expect(product.images).toHaveLength(2);
    expect((await app.as(null).get(product.images[1]!.thumbnailUrl)).statusCode).toBe(200);
    const [row] = await app.deps.db
      .select({ pricePaise: products.pricePaise })
      .from(products)
      .where(eq(products.id, product._id));
    expect(row?.pricePaise).toBe(1_250_000);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const res = await app
      .as(admin)
      .post('/api/products', { ...form(), name: '', price: '12.50', minOrderQty: '0', unit: 'bucket', supplierId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: PRODUCT_MESSAGES.nameRequired,
      price: 'Price must be a whole number.',
      minOrderQty: 'Minimum order must be at least 1.',
      unit: PRODUCT_MESSAGES.unitRequired,
      supplierId: PRODUCT_MESSAGES.supplierRequired,
    });
    const unknown = await app
      .as(admin)
      .call(productsApi.create, { body: { ...form(), supplierId: '00000000-0000-4000-8000-000000000000' } });
    expect([unknown.statusCode, unknown.json().fieldErrors]).toEqual([
      400,
      { supplierId: PRODUCT_MESSAGES.supplierNotFound },
    ]);
    const negative = await app.as(admin).call(productsApi.create, { body: { ...form(), price: -5 } });
    expect(negative.json().fieldErrors).toEqual({ price: 'Price must be at least 0.' });
  });

  it('refuses a sixth image and a file that is not an image', async () => {
    const five = await Promise.all(['#111', '#222', '#333', '#444', '#555'].map(photo));
    const { product } = (
      await sendForm('POST', '/api/products', { ...form(), image1: five[0], image2: five[1] })
    ).json<{ product: Product }>();
    const many = await sendForm('PUT', `/api/products/${product._id}`, {
      ...form(),
      image1: five[2],
      image2: five[3],
      image3: five[4],
      image4: five[0],
    });
    expect([many.statusCode, many.json().fieldErrors]).toEqual([400, { images: PRODUCT_MESSAGES.tooManyImages(5) }]);
    const fake = await sendForm('POST', '/api/products', {
      ...form(),
      image1: await photo('#fff'),
      image2: Buffer.from('<html>'),
    });
    expect([fake.statusCode, fake.json().fieldErrors]).toEqual([
      400,
      { images: 'Image 2 is not a JPEG, PNG or WebP image.' },
    ]);
    // A file with no name of its own is named by its place in the form, in the caller's language too.
    const hindi = await sendForm(
      'POST',
      '/api/products',
      { ...form(), image1: await photo('#fff'), image2: Buffer.from('<html>') },
      { 'accept-language': 'hi' },
    );
    expect(hindi.json().fieldErrors).toEqual({ images: 'चित्र 2 JPEG, PNG या WebP इमेज नहीं है।' });
  });

  it('an edit keeps the images it names, adds new ones after them, and deletes the rest', async () => {
    const { product } = (
      await sendForm('POST', '/api/products', { ...form(), image1: await photo('#a00'), image2: await photo('#0a0') })
    ).json<{ product: Product }>();
    const [first, second] = product.images;
    const res = await sendForm('PUT', `/api/products/${product._id}`, {
      ...form(),
      price: '11999',
      inStock: 'false',
      keepImages: JSON.stringify([second!.key]),
      image1: await photo('#00a'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<{ product: Product }>().product;
    expect(updated).toMatchObject({ price: 11999, inStock: false });
    expect(updated.images.map((i) => i.key)[0]).toBe(second!.key);
    expect(updated.images).toHaveLength(2);
    expect((await app.as(null).get(first!.url)).statusCode).toBe(404);

    const foreign = await sendForm('PUT', `/api/products/${product._id}`, {
      ...form(),
      keepImages: JSON.stringify([first!.key]),
    });
    expect([foreign.statusCode, foreign.json().fieldErrors]).toEqual([400, { images: PRODUCT_MESSAGES.unknownImage }]);
  });

  it('deleting a product removes its images', async () => {
    const { product } = (await sendForm('POST', '/api/products', { ...form(), image1: await photo('#abc') })).json<{
      product: Product;
    }>();
    expect((await app.as(admin).call(productsApi.delete, { params: { id: product._id } })).statusCode).toBe(200);
    expect((await app.as(admin).call(productsApi.get, { params: { id: product._id } })).statusCode).toBe(404);
    expect((await app.as(null).get(product.images[0]!.url)).statusCode).toBe(404);
    expect((await app.as(admin).call(productsApi.delete, { params: { id: product._id } })).statusCode).toBe(404);
  });
});

describe('All Products: search, filters and paging on the server', () => {
  const tag = `Qv${Date.now().toString(36)}`;
  let ids: { chalk: string; bench: string; globe: string; hidden: string };
  beforeAll(async () => {
    const other = await createSupplier(app, { name: 'Bharat Furniture Works' });
    const closed = await createSupplier(app, { active: false });
    ids = {
      chalk: (await createProduct(app, supplier.id, { name: `${tag} Dustless chalk`, category: 'stationery' })).id,
      bench: (await createProduct(app, other.id, { name: `${tag} Dual desk bench`, category: 'furniture' })).id,
      globe: (
        await createProduct(app, supplier.id, {
          name: `${tag} Political globe`,
          category: 'lab',
          description: 'Thirty centimetre world globe',
        })
      ).id,
      hidden: (await createProduct(app, closed.id, { name: `${tag} Hidden item` })).id,
    };
  });
  const list = async (caller: Caller, query: Record<string, string | number>) => {
    const res = await app.as(caller).call(productsApi.list, { query: { q: tag, ...query } });
    return { ids: res.json<Product[]>().map((p) => p._id), total: res.headers[TOTAL_COUNT_HEADER] };
  };

  it('searches, filters by category and supplier, and pages', async () => {
    expect((await list(admin, {})).ids).toEqual([ids.bench, ids.chalk, ids.hidden, ids.globe]);
    expect((await list(admin, { category: 'furniture' })).ids).toEqual([ids.bench]);
    expect((await list(admin, { supplierId: supplier.id })).ids).toEqual([ids.chalk, ids.globe]);
    expect((await list(admin, { q: 'WORLD GLOBE' })).ids).toEqual([ids.globe]);
    expect(await list(admin, { limit: 2, page: 2 })).toEqual({ ids: [ids.hidden, ids.globe], total: '4' });
  });

  it('takes the search as `search` too, the name the catalogue work order gave it, and finds the same', async () => {
    const bySearch = await app.as(admin).get(`${productsApi.list.path}?search=${tag}%20dustless`);
    expect(bySearch.statusCode, bySearch.body).toBe(200);
    expect(bySearch.json<Product[]>().map((p) => p._id)).toEqual([ids.chalk]);
    const byQ = await app.as(admin).get(`${productsApi.list.path}?q=${tag}%20dustless`);
    expect(byQ.json<Product[]>().map((p) => p._id)).toEqual([ids.chalk]);
  });

  it('institute admins see the products of active suppliers only', async () => {
    expect((await list(school.admin, {})).ids).toEqual([ids.bench, ids.chalk, ids.globe]);
    expect((await app.as(school.admin).call(productsApi.get, { params: { id: ids.hidden } })).statusCode).toBe(404);
    expect((await app.as(school.staff).call(productsApi.list)).statusCode).toBe(403);
  });
});
