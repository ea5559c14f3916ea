import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
import { tokenOf, type Registered } from './api.ts';

/** A photo as a phone takes it: a JPEG of a given colour. */
export const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** An ad posted through the API, the way the sell form sends it. */
export async function postAd(request: APIRequestContext, seller: Registered, regNo: string) {
  const res = await request.post('/api/bus-ads', {
    headers: { authorization: `Bearer ${await tokenOf(request, seller)}` },
    multipart: {
      regNo,
      make: 'Eicher',
      model: 'Skyline Pro',
      year: '2016',
      fuel: 'diesel',
      seatingCap: '32',
      kmDriven: '240000',
      price: '780000',
      state: 'MH',
      district: 'Nagpur',
      address: 'Civil Lines, Nagpur',
      ownerName: 'Ravi Kulkarni',
      phone: '9822054321',
      photos: { name: 'bus.jpg', mimeType: 'image/jpeg', buffer: await photo('#ffcc00') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).ad as { advertisementId: string };
}
