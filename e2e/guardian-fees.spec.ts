import { schoolWithClerk, yearlyTuition } from './support/fee-school.ts';
import { shots, signInAt } from './support/pages.ts';
import { expect, test } from './support/test.ts';
import { unique } from './support/api.ts';

test.describe("guardian's fee page and UPI", () => {
  test('the admin sets the UPI ID, the clerk reminds on WhatsApp, the parent pays by UPI at 390 px and enters the UTR, the clerk confirms, the parent sees the receipt', async ({
    page,
    browser,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(150_000);
    const { clerk, clerkToken, classId, studentId, send } = await schoolWithClerk(request, instituteAdmin);
    await yearlyTuition({ send, clerkToken, classId });

    // The admin: the school's UPI ID on the Fee Manager; a bad one is refused by the field.
    await signInAt(page, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    const vpa = page.getByRole('textbox', { name: "School's UPI ID" });
    await vpa.fill('stmarys fees');
    await page.getByRole('textbox', { name: 'Payee name (shown in the UPI app)' }).fill('St Marys School');
    await page.getByRole('button', { name: 'Save UPI details' }).click();
    await expect(page.getByText('Enter the UPI ID as name@bank')).toBeVisible();
    await vpa.fill('stmarys.fees@sbi');
    await page.getByRole('button', { name: 'Save UPI details' }).click();
    await expect(page.getByText('UPI details saved.')).toBeVisible();
    await shots(page, 'fee-manager-upi');
    const origin = new URL(page.url()).origin;
    await page.close();

    // The clerk: Defaulters, Remind on WhatsApp; wa.me opens with the guardian's number and the message.
    const office = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    await office.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const desk = await office.newPage();
    await signInAt(desk, '/institute-user/fee/defaulters', clerk.userId, clerk.password);
    const row = desk.getByRole('row', { name: /Arjun Nair/ }).or(desk.getByRole('article', { name: /Arjun Nair/ }));
    await expect(row.first()).toBeVisible();
    const popupSeen = desk.waitForEvent('popup');
    await desk.getByRole('button', { name: 'Remind on WhatsApp' }).first().click();
    const popup = await popupSeen;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const wa = new URL(popup.url());
    expect(wa.pathname).toBe('/919847012345');
    const text = wa.searchParams.get('text') ?? '';
    expect(text).toContain('Arjun Nair');
    expect(text).toContain('₹12,500');
    const feeLink = /(http:\/\/127\.0\.0\.1:\d+\/f\/[A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(feeLink).toBeTruthy();
    await popup.close();
    await expect(desk.getByRole('button', { name: 'Reminded today' }).first()).toBeVisible();
    await shots(desk, 'defaulters-reminded');

    // The parent, signed out, on a phone: dues, the UPI link and its QR; the UTR goes to the school.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin });
    const parent = await phone.newPage();
    await parent.goto(feeLink!);
    await expect(parent.getByRole('heading', { name: 'Due now' })).toBeVisible();
    await expect(parent.getByText('Arjun Nair')).toBeVisible();
    const pay = parent.getByRole('link', { name: 'Pay ₹12,500 by UPI' });
    await expect(pay).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=stmarys\.fees%40sbi&pn=St%20Marys%20School&am=12500\.00&cu=INR&tn=Fees%20Arjun%20Nair%20SP/,
    );
    await expect(parent.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const shotDir = process.env.FEES_SHOTS;
    for (const scheme of ['light', 'dark'] as const) {
      await parent.emulateMedia({ colorScheme: scheme });
      if (shotDir) await parent.screenshot({ path: `${shotDir}/guardian-page-390-${scheme}.png`, fullPage: true });
    }
    await parent.getByRole('textbox', { name: 'UTR (12 digits)' }).fill('4321 0987 6543');
    await parent.getByRole('button', { name: 'Send UTR to the school' }).click();
    await expect(parent.getByRole('status')).toContainText('The school will confirm your payment');
    await expect(parent.getByText('Waiting for the school to confirm', { exact: true })).toBeVisible();

    // The clerk confirms: a receipt through the counter.
    await desk.goto('/institute-user/fee/upi-payments');
    await expect(desk.getByText('432109876543')).toBeVisible();
    await shots(desk, 'upi-payments');
    await desk.getByRole('button', { name: 'Confirm', exact: true }).click();
    await desk.getByRole('button', { name: 'Confirm and issue receipt' }).click();
    await expect(desk.getByText(/Payment confirmed: receipt issued/)).toBeVisible();
    await expect(desk.getByText('No UPI payments waiting.')).toBeVisible();

    // The parent's page shows the outcome and the receipt with its PDF.
    await parent.reload();
    await expect(parent.getByText(/Confirmed · receipt/)).toBeVisible();
    await expect(parent.getByRole('link', { name: 'PDF' })).toBeVisible();
    await expect(parent.getByRole('heading', { name: 'Due now' })).toBeVisible();
    await expect(parent.getByText('Nothing is due now.')).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await parent.emulateMedia({ colorScheme: scheme });
      if (shotDir) await parent.screenshot({ path: `${shotDir}/guardian-page-paid-390-${scheme}.png`, fullPage: true });
    }
    await phone.close();

    // The fee card carries the link and the reminder.
    await desk.goto(`/institute-user/fee/card/${studentId}`);
    await expect(desk.getByRole('textbox', { name: 'Fee page link' })).toHaveValue(feeLink!);
    await shots(desk, 'fee-card-guardian-link');
    await office.close();
  });
  test("'Remind all' walks the whole defaulters' list, not only the page on screen, leaving out who was reminded today", async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(150_000);
    const { clerk, clerkToken, classId, sectionId, studentId, send } = await schoolWithClerk(request, instituteAdmin);
    const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
      name: 'Tuition Fee',
      isTuition: true,
    });
    await send('put', '/api/fees/structure', clerkToken, {
      classId,
      headId: head._id,
      frequency: 'yearly',
      amount: 9_000,
      dueDay: 10,
    });
    // 27 defaulters in all: the list shows 25 a page.
    for (let n = 1; n <= 26; n++) {
      await send('post', '/api/students', clerkToken, {
        admissionNumber: `W-${unique()}-${n}`,
        name: `Student ${String(n).padStart(2, '0')}`,
        gender: n % 2 ? 'female' : 'male',
        dob: '2018-05-01',
        sectionId,
        guardianName: `Guardian ${n}`,
        guardianPhone: `98470${String(10_000 + n)}`,
        admissionDate: '2026-04-01',
      });
    }
    await send('post', `/api/guardian-fees/students/${studentId}/reminders`, clerkToken, {});

    await signInAt(page, '/institute-user/fee/defaulters', clerk.userId, clerk.password);
    await expect(page.getByText(/27 defaulters/)).toBeVisible();
    await page.getByRole('button', { name: 'Remind all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind all on WhatsApp' });
    // Arjun was reminded today: 26 guardians to go, across the whole list.
    for (let n = 1; n <= 26; n++) {
      await expect(dialog.getByText(`Guardian ${n} · 27 on the list`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Skip' }).click();
    }
    // Skipping is not reminding: the end says so.
    await expect(dialog.getByText('0 reminded, 26 skipped.')).toBeVisible();
  });
});
