import { schoolWithClerk } from './support/fee-school.ts';
import { tokenOf } from './support/api.ts';
import { apiAs } from './support/office.ts';
import { shots, signInAt } from './support/pages.ts';
import { expect, test } from './support/test.ts';

/** A bank's statement as SBI exports it: the account's details, the headings, then the lines (a credit, a debit). */
const sbiStatement = (utr: string, rupees: number, day: Date) => {
  const date = day.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const money = (v: number) => `"${v.toLocaleString('en-IN', { minimumFractionDigits: 2 })}"`;
  return [
    'Account Name,:,ST MARYS MATRIC HR SEC SCHOOL TIRUPPUR',
    'Account Number,:,00000031234567890',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    `${date},${date},BY TRANSFER-UPI/CR/${utr}/SURESH NAIR/SBIN/suresh.nair@oksbi/Fees,,,${money(rupees)},"3,12,500.00"`,
    `${date},${date},TO TRANSFER-NEFT/KUMARAN STATIONERS/Books,,${money(4_250)},,"3,08,250.00"`,
  ].join('\n');
};

test.describe('families and the bank', () => {
  test('a parent of two pays once by UPI on the family page; the clerk uploads the bank statement, confirms the matched credit, and both children have their receipts', async ({
    page,
    browser,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(180_000);
    const { clerk, clerkToken, classId, studentId, send } = await schoolWithClerk(request, instituteAdmin);
    const asClerk = apiAs(request, clerkToken);
    // Arjun (Class 3, ₹12,500) has an elder sister in Class 7 (₹15,000); their guardian's phone is the same.
    const years = await asClerk<{ _id: string }[]>('get', '/api/academic-years');
    const class7 = await asClerk<{ _id: string; sections: { _id: string }[] }>('post', '/api/classes', {
      academicYearId: years[0]!._id,
      name: 'Class 7',
      sections: [{ name: 'A' }],
    });
    const meera = await asClerk<{ student: { _id: string } }>('post', '/api/students', {
      admissionNumber: `M-${studentId.slice(0, 8)}`,
      name: 'Meera Nair',
      gender: 'female',
      dob: '2014-02-11',
      sectionId: class7.sections[0]!._id,
      guardianName: 'Suresh Nair',
      guardianPhone: '9847012345',
      admissionDate: '2026-04-01',
    });
    const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
      name: 'Tuition Fee',
      isTuition: true,
    });
    for (const [id, amount] of [
      [classId, 12_500],
      [class7._id, 15_000],
    ] as const)
      await send('put', '/api/fees/structure', clerkToken, {
        classId: id,
        headId: head._id,
        frequency: 'yearly',
        amount,
        dueDay: 10,
      });
    const adminToken = await tokenOf(request, instituteAdmin);
    await send('put', '/api/guardian-fees/upi', adminToken, { vpa: 'stmarys.fees@sbi', payeeName: 'St Marys School' });

    // The admin sets the sibling concession in the Fee Manager: 10% of the tuition of the second and later child.
    const desk = await browser.newPage();
    await signInAt(desk, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    const sibling = desk.getByRole('form', { name: 'Sibling concession' });
    await sibling.getByRole('combobox', { name: 'On', exact: true }).click();
    await desk.getByRole('option', { name: 'Tuition Fee', exact: true }).click();
    await sibling.getByRole('textbox', { name: 'Percent off' }).fill('10');
    await sibling.getByRole('button', { name: 'Save sibling concession' }).click();
    await expect(desk.getByText('10% off each Tuition Fee instalment of the second and later child.')).toBeVisible();
    await shots(desk, 'fee-manager-sibling');
    await desk.close();

    // The clerk, on Arjun's page: his sister is suggested by the guardian's phone; one click links them.
    await signInAt(page, `/institute-user/student/${studentId}`, clerk.userId, clerk.password);
    await expect(page.getByText("Same guardian's phone: a brother or sister?")).toBeVisible();
    await page.getByRole('button', { name: 'Link Meera Nair as brother or sister' }).click();
    await expect(page.getByText('Linked as brother or sister.')).toBeVisible();
    const familyLink = page.getByRole('textbox', { name: "Family's fee page link" });
    await expect(familyLink).toHaveValue(/\/f\/[A-Za-z0-9_-]{43}$/);
    const link = await familyLink.inputValue();
    await shots(page, 'student-family');
    const origin = new URL(page.url()).origin;

    // The parent, on a phone: both children (Arjun's ₹12,500 less his 10% sibling concession), one "Pay ₹26,250 by UPI", one UTR.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin });
    const parent = await phone.newPage();
    await parent.goto(link);
    await expect(parent.getByRole('heading', { name: /Meera Nair · Class 7 A/ })).toBeVisible();
    await expect(parent.getByRole('heading', { name: /Arjun Nair · Class 3 A/ })).toBeVisible();
    await expect(parent.getByText('Total due now for all children: ₹26,250')).toBeVisible();
    await expect(parent.getByRole('link', { name: 'Pay ₹26,250 by UPI' })).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=stmarys\.fees%40sbi&pn=St%20Marys%20School&am=26250\.00&cu=INR&tn=Fees%20Meera%20Arjun%20SP/,
    );
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const shotDir = process.env.FEES_SHOTS;
    for (const scheme of ['light', 'dark'] as const) {
      await parent.emulateMedia({ colorScheme: scheme });
      if (shotDir) await parent.screenshot({ path: `${shotDir}/family-page-390-${scheme}.png`, fullPage: true });
    }
    // The same link in a Tamil parent's browser: the page in Tamil, the names and amounts as they are.
    const tamil = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin, locale: 'ta-IN' });
    const inTamil = await tamil.newPage();
    await inTamil.goto(link);
    await expect(inTamil.getByText('எல்லாக் குழந்தைகளுக்கும் இப்போது செலுத்த வேண்டிய மொத்தம்: ₹26,250')).toBeVisible();
    if (shotDir) await inTamil.screenshot({ path: `${shotDir}/family-page-390-ta.png`, fullPage: true });
    await tamil.close();
    const utr = `5${String(Date.now()).slice(-11)}`;
    await parent.getByRole('textbox', { name: 'UTR (12 digits)' }).fill(utr);
    await parent.getByRole('button', { name: 'Send UTR to the school' }).click();
    await expect(parent.getByRole('status')).toContainText('The school will confirm your payment');

    // The clerk uploads the bank's statement: the credit matches the family's claim; one action confirms it.
    await page.goto('/institute-user/fee/bank-statement');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('Statement file').click();
    await (
      await chooser
    ).setFiles({
      name: 'sbi-statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sbiStatement(utr, 26_250, new Date())),
    });
    await page.getByRole('button', { name: 'Read the statement' }).click();
    await expect(page.getByText('Meera Nair, Arjun Nair (one family)').first()).toBeVisible();
    await shots(page, 'bank-matched-family');
    await page.getByRole('button', { name: 'Confirm 1 payment' }).click();
    await expect(page.getByText('No credit matches a waiting claim.')).toBeVisible();

    // Each child's fee card shows their own receipt: Meera's ₹15,000, Arjun's ₹11,250.
    for (const [id, amount] of [
      [meera.student._id, '₹15,000'],
      [studentId, '₹11,250'],
    ] as const) {
      await page.goto(`/institute-user/fee/card/${id}`);
      const receipt = page.getByRole('row').filter({ has: page.getByRole('link', { name: /\d{6}$/ }) });
      await expect(receipt).toHaveCount(1);
      await expect(receipt).toContainText(amount);
    }
    await shots(page, 'fee-card-family-receipt');

    // The parent's page: paid, with a receipt per child.
    await parent.reload();
    await expect(parent.getByText(/Confirmed · receipt/)).toBeVisible();
    await expect(parent.getByRole('link', { name: 'PDF' })).toHaveCount(2);
    await phone.close();
  });
});
