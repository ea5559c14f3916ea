import { writeFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { inDays } from './support/api.ts';
import { schoolWithClerk } from './support/fee-school.ts';
import { signInAt } from './support/pages.ts';

/** Pages of a PDF, counted by its page objects (a PDF's /Type /Page, not the /Pages tree). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('the browser prints a receipt of ten months as one A5 page, as the downloaded PDF is', async ({
  page,
  request,
  instituteAdmin,
}) => {
  const { clerk, clerkToken, classId, studentId, send } = await schoolWithClerk(request, instituteAdmin);
  const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
    name: 'Tuition Fee',
    isTuition: true,
  });
  const months = await send<{ _id: string }[]>('put', '/api/fees/structure', clerkToken, {
    classId,
    headId: head._id,
    frequency: 'monthly',
    amount: 1_500,
    dueDay: 10,
  });
  const receipt = await send<{ _id: string }>('post', '/api/fees/receipts', clerkToken, {
    studentId,
    idempotencyKey: `print-${studentId}`,
    paidOn: inDays(0),
    mode: 'cash',
    allocations: months.slice(0, 10).map((m) => ({ instalmentId: m._id, amount: 1_500 })),
  });
  await signInAt(page, `/institute-user/fee/receipt/${receipt._id}`, clerk.userId, clerk.password);
  await expect(page.getByRole('table', { name: 'Fees paid' }).getByRole('row')).toHaveCount(12);
  // What Print gives: the print styles, on the page size the receipt asks for (A5).
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // RECEIPT_PDF=<file>: the printed page, to look at.
  if (process.env.RECEIPT_PDF) writeFileSync(process.env.RECEIPT_PDF, pdf);
  expect(pagesOf(pdf)).toBe(1);
});
