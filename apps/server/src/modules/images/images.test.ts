import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_RULES, imagesApi } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { prepareImage, storeImages, imageUrl, thumbnailUrl } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f5c400' } })
    .jpeg()
    // A phone writes where the photo was taken; a seller's school address must not leak through an ad.
    .withExif({ IFD0: { Make: 'PhonePro' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .toBuffer();

const source = { field: 'photos', name: 'bus-front.jpg' };

async function refusal(bytes: Buffer, name = 'bus-front.jpg') {
  const err = await prepareImage(bytes, PHOTO_RULES, { field: 'photos', name }).then(
    () => null,
    (e: unknown) => e as { statusCode: number; message: string; fieldErrors: Record<string, string> },
  );
  expect(err, 'the file should have been refused').not.toBeNull();
  return err!;
}

describe('photos and logos', () => {
  it('a phone photo is re-encoded upright without its metadata, with a thumbnail', async () => {
    const original = await photo(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const image = await prepareImage(original, PHOTO_RULES, source);
    expect(image.contentType).toBe('image/jpeg');
    expect([image.width, image.height]).toEqual([2048, 1365]);
    const meta = await sharp(image.data).metadata();
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(image.thumb).metadata();
    expect([thumb.format, thumb.width]).toEqual(['jpeg', 480]);
  });

  it('a logo with transparency stays a PNG, and WebP is accepted', async () => {
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect((await prepareImage(logo, PHOTO_RULES, source)).contentType).toBe('image/png');
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect((await prepareImage(webp, PHOTO_RULES, source)).contentType).toBe('image/jpeg');
  });

  it('refuses a script-bearing SVG and an HTML page renamed .jpg, naming the file under its field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const [bytes, name] of [
      [svg, 'logo.svg'],
      [html, 'bus.jpg'],
    ] as const) {
      const err = await refusal(bytes, name);
      expect(err.statusCode).toBe(400);
      expect(err.fieldErrors).toEqual({ photos: `${name} is not a JPEG, PNG or WebP image.` });
    }
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await photo(800, 600);
    const err = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect([err.statusCode, err.message]).toEqual([
      400,
      'bus-front.jpg could not be read: the file is damaged or incomplete.',
    ]);
  });

  it('refuses a file over 5 MB with 413 and an image over 25 megapixels with 400', async () => {
    const tooBig = Buffer.concat([await photo(100, 100), Buffer.alloc(PHOTO_RULES.maxBytes)]);
    expect((await refusal(tooBig)).statusCode).toBe(413);
    // Small on the wire, 36 megapixels once decoded.
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_RULES.maxBytes);
    const err = await refusal(bomb, 'bomb.png');
    expect([err.statusCode, err.message]).toEqual([400, 'bomb.png is larger than 25 megapixels.']);
  });

  it('serves a stored image and its thumbnail by key, cacheable for good; an unknown key is a 404', async () => {
    const image = await prepareImage(await photo(1200, 800), PHOTO_RULES, source);
    const [key] = await storeImages(app.deps.db, [image]);
    const full = await app.as(null).get(imageUrl(key!));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toContain('immutable');
    expect(full.rawPayload.equals(image.data)).toBe(true);
    const thumb = await app.as(null).get(thumbnailUrl(key!));
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    expect(
      (await app.as(null).call(imagesApi.image, { params: { key: '5b0c1a3e-0000-4000-8000-000000000000' } }))
        .statusCode,
    ).toBe(404);
    expect((await app.as(null).get('/api/images/not-a-key')).statusCode).toBe(400);
  });
});
