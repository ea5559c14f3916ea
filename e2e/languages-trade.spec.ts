import type { APIRequestContext, Page } from '@playwright/test';
import { approvedAccount, completeProfile, retire, superAdminToken, tokenOf, type Registered } from './support/api.ts';
import { expectAccessible, signIn } from './support/pages.ts';
import { phoneShots } from './support/phone-shots.ts';
import { expect, test } from './support/test.ts';
import { postAd } from './support/vehicles.ts';

const SHOTS = process.env.LANGUAGE_SHOTS;

/** Saves the account's language, then signs in: the portal takes the account's language at sign-in. */
async function signInSpeaking(page: Page, request: APIRequestContext, account: Registered, language: 'hi' | 'ta') {
  const res = await request.patch('/api/auth/me', {
    headers: { authorization: `Bearer ${await tokenOf(request, account)}` },
    data: { language },
  });
  expect(res.status(), await res.text()).toBe(200);
  await signIn(page, account.email, account.password);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const asSuperAdmin = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await superAdminToken(request)}`,
});

/** Another school's bus, posted and approved through the API: what Buy lists. */
async function busForSale(request: APIRequestContext, seller: Registered, regNo: string) {
  await postAd(request, seller, regNo);
  const mine = await request.get('/api/bus-ads/mine', {
    headers: { authorization: `Bearer ${await tokenOf(request, seller)}` },
  });
  const ad = ((await mine.json()) as { regNo: string; advertisementId: string }[]).find((a) => a.regNo === regNo)!;
  const approved = await request.put(`/api/bus-ads/approve/ads/${ad.advertisementId}`, {
    headers: await asSuperAdmin(request),
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A supplier in Coimbatore with one product, added by the super admin through the API; answers its id. */
async function supplierWithBenches(request: APIRequestContext, name: string): Promise<string> {
  const headers = await asSuperAdmin(request);
  const res = await request.post('/api/suppliers', {
    headers,
    multipart: {
      name,
      categories: JSON.stringify(['furniture', 'stationery']),
      contactPerson: 'Lakshmi Narayanan',
      phone: '9840012345',
      email: `sales-${Date.now().toString(36)}@kovai-furniture.test`,
      address: '12 Avinashi Road',
      state: 'TN',
      district: 'Coimbatore',
      servesAllIndia: 'false',
      serviceDistricts: JSON.stringify([
        { state: 'TN', district: 'Coimbatore' },
        { state: 'TN', district: 'Chennai' },
      ]),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { supplier: { _id: string } }).supplier._id;
  const product = await request.post('/api/products', {
    headers,
    multipart: {
      supplierId: id,
      name: 'Student bench',
      category: 'furniture',
      price: '2400',
      unit: 'piece',
      minOrderQty: '20',
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  return id;
}

test.describe('bus ads and suppliers in Hindi and Tamil', () => {
  test('a school admin in हिन्दी browses buses for sale, opens one, and meets the sell form in Hindi', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(120_000);
    const seller = await approvedAccount(request, 'instituteAdmin');
    await completeProfile(request, 'instituteAdmin', seller);
    await busForSale(request, seller, `MH31HI${Date.now().toString().slice(-4)}`);
    await signInSpeaking(page, request, instituteAdmin, 'hi');

    await page.goto('/institute-admin/buy');
    const buy = page.getByRole('heading', { name: 'वाहन खरीदें' });
    await expect(buy).toBeVisible();
    await expect(page.getByText('32 सीटें · डीज़ल · 2,40,000 किमी').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'कीमत से (₹)' })).toBeVisible();
    await page.getByRole('button', { name: 'Eicher Skyline Pro (2016) देखें' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('वाहन का विवरण')).toBeVisible();
    await expect(dialog.getByText('स्कूल बस जाँच सूची')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'पूछताछ भेजें' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await phoneShots(page, 'buy-hi', buy);

    await page.goto('/institute-admin/sell');
    const sell = page.getByRole('heading', { name: 'वाहन बेचें' });
    await expect(sell).toBeVisible();
    await page.getByRole('button', { name: 'स्वीकृति के लिए भेजें' }).click();
    // The form's own rules answer in Hindi: a field's and the photos'.
    await expect(page.getByText('रजिस्ट्रेशन नंबर ज़रूरी है।')).toBeVisible();
    await expect(page.getByText('बस की कम से कम एक फ़ोटो जोड़ें।')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sell-errors-hi-390.png`, fullPage: true });
    await phoneShots(page, 'sell-hi', sell);
    await retire(request, seller.userId);
  });

  test('a school admin in தமிழ் finds a supplier and asks for a quote in Tamil', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(120_000);
    const name = `Kovai Benches ${Date.now().toString(36)}`;
    const supplierId = await supplierWithBenches(request, name);
    await signInSpeaking(page, request, instituteAdmin, 'ta');

    await page.goto('/suppliers');
    const heading = page.getByRole('heading', { name: 'சப்ளையர்களைப் பார்' });
    await expect(heading).toBeVisible();
    const card = page.getByRole('link', { name });
    await expect(card.getByText('மரச்சாமான்கள்')).toBeVisible();
    await expect(card.getByText('Coimbatore, Chennai க்கு டெலிவரி')).toBeVisible();
    await expectAccessible(page);
    await phoneShots(page, 'suppliers-ta', heading);

    await card.click();
    await page.getByRole('button', { name: 'விலைப்புள்ளி கேட்கவும்' }).click();
    const dialog = page.getByRole('dialog', { name: `${name} இடம் விலைப்புள்ளி கேட்கவும்` });
    await expect(dialog.getByText('₹2,400 / எண் · குறைந்தபட்ச ஆர்டர் 20 எண்')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Student bench இன் அளவு' }).fill('5');
    await dialog.getByRole('button', { name: 'விசாரணையை அனுப்பவும்' }).click();
    await expect(dialog.getByText('குறைந்தபட்ச ஆர்டர் 20 எண்.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/quote-ta-390.png`, fullPage: true });

    const removed = await request.delete(`/api/suppliers/${supplierId}`, { headers: await asSuperAdmin(request) });
    expect(removed.status(), await removed.text()).toBe(200);
  });
});
