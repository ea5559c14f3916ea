import QRCode from 'qrcode';
import {
  CLAIM_STATUS_WORDS,
  formatPhone,
  GUARDIAN_FEE_MESSAGES,
  instalmentLabelIn,
  PAYMENT_MODE_LABELS,
  phoneHref,
  type FeePage,
  type FeePageLine,
  type UiLanguage,
} from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import { escapeHtml as escape } from '../../http/public-page.ts';
import { day as dayIn } from '../fees/index.ts';

// Rupees keep Indian grouping and Latin digits in every language (decision 020).
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const money = (rupees: number) => inr.format(rupees);

/** The page's words in the guardian's language (the browser's Accept-Language): its texts, dates and instalment names. */
const wordsOf = (language: UiLanguage) => {
  const t = translatorFor(language);
  return { t, day: (iso: string) => dayIn(iso, language), label: (label: string) => instalmentLabelIn(t, label) };
};
type Words = ReturnType<typeof wordsOf>;

/** A phone first (390 px): rows stack, nothing scrolls sideways; the QR keeps a white square in the dark. */
export const FEE_PAGE_STYLE = `section{margin-top:20px}
a{color:#1864ab}
ul.rows{list-style:none;padding:0;margin:0}ul.rows li{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #dee2e6}
ul.rows small{display:block;color:#495057}
.total{font-weight:700}
.qr{background:#fff;padding:12px;border-radius:8px;width:220px;max-width:100%;margin:12px 0}.qr svg{display:block;width:100%;height:auto}
form{display:grid;gap:8px;margin-top:12px}label{font-weight:600}input{font:inherit;padding:10px;border:1px solid #868e96;border-radius:8px;background:#fff;color:#212529}
button.primary{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #1864ab;background:#1864ab;color:#fff;cursor:pointer}
.note{padding:10px 12px;border-radius:8px;background:#e7f5ff;color:#1864ab}.error{padding:10px 12px;border-radius:8px;background:#fff5f5;color:#c92a2a}
.status-rejected{color:#c92a2a}.status-confirmed{color:#2b8a3e}
@media (prefers-color-scheme: dark){a{color:#a5d8ff}ul.rows li{border-color:#373a40}ul.rows small{color:#adb5bd}input{background:#1a1b1e;color:#e9ecef;border-color:#5c5f66}
.note{background:#1c2b3a;color:#a5d8ff}.error{background:#3b1f1f;color:#ffa8a8}.status-rejected{color:#ffa8a8}.status-confirmed{color:#8ce99a}}`;

function dueList({ t, day, label }: Words, title: string, lines: FeePageLine[], empty: string): string {
  if (lines.length === 0) return `<section><h2>${escape(title)}</h2><p>${escape(empty)}</p></section>`;
  const items = lines
    .map((l) => {
      const late =
        l.lateFee > 0 ? `<small>${escape(t('incl. late fee {amount}', { amount: money(l.lateFee) }))}</small>` : '';
      return `<li><span>${escape(l.headName)} · ${escape(label(l.label))}<small>${escape(t('Due {date}', { date: day(l.dueDate) }))}</small></span><span>${money(l.due + l.lateFee)}${late}</span></li>`;
    })
    .join('');
  return `<section><h2>${escape(title)}</h2><ul class="rows">${items}</ul></section>`;
}

async function paySection(
  { t }: Words,
  page: FeePage,
  token: string,
  form: { amount?: string; utr?: string; error?: string },
): Promise<string> {
  if (page.maxClaim <= 0) return '';
  const upi = page.upi;
  const request = upi
    ? `<p class="actions"><a class="primary" href="${escape(upi.link)}">${escape(t('Pay {amount} by UPI', { amount: money(upi.amount) }))}</a></p>
<p>${escape(t('On a computer, scan this code with any UPI app:'))}</p>
<div class="qr" role="img" aria-label="${escape(t('UPI QR code for {amount}', { amount: money(upi.amount) }))}">${await QRCode.toString(upi.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })}</div>
<p>${/* the values escaped one by one; the words are the catalogue's own */ ''}${t('Paying to {payee} ({vpa}), reference {reference}.', { payee: `<strong>${escape(upi.payeeName)}</strong>`, vpa: escape(upi.vpa), reference: escape(upi.reference) })}</p>`
    : page.payNow > 0
      ? `<p>${escape(t(GUARDIAN_FEE_MESSAGES.upiNotSet))}</p>`
      : '';
  const error = form.error ? `<p class="error" role="alert">${escape(t(form.error))}</p>` : '';
  return `<section aria-labelledby="pay"><h2 id="pay">${escape(t('Pay by UPI'))}</h2>${request}
<h2>${escape(t('Paid? Tell the school'))}</h2>
<p>${escape(t('Enter the UPI transaction reference (UTR, 12 digits) your UPI app shows. The school confirms it against its bank statement and then issues the receipt.'))}</p>
${error}<form method="post" action="/f/${escape(encodeURIComponent(token))}/claim">
<label for="amount">${escape(t('Amount paid (₹)'))}</label><input id="amount" name="amount" inputmode="decimal" required value="${escape(form.amount ?? String(page.payNow || ''))}">
<label for="utr">${escape(t('UTR (12 digits)'))}</label><input id="utr" name="utr" inputmode="numeric" autocomplete="off" required value="${escape(form.utr ?? '')}">
<button class="primary" type="submit">${escape(t('Send UTR to the school'))}</button>
</form></section>`;
}

const RECEIPT_STATUS = { cancelled: 'CANCELLED', bounced: 'CHEQUE BOUNCED' } as const;

function history({ t, day }: Words, page: FeePage): string {
  const claims = page.claims
    .map((c) => {
      const outcome =
        c.status === 'rejected' && c.rejectReason
          ? `: ${escape(c.rejectReason)}`
          : c.receiptNo
            ? ` · ${escape(t('receipt {number}', { number: c.receiptNo }))}`
            : '';
      return `<li><span>UPI ${money(c.amount)}<small>UTR ${escape(c.utr)} · ${escape(day(c.createdAt))}</small></span><span class="status-${c.status}">${escape(t(CLAIM_STATUS_WORDS[c.status]))}${outcome}</span></li>`;
    })
    .join('');
  const receipts = page.receipts
    .map(
      (r) =>
        `<li><span>${escape(t('Receipt {number}', { number: r.receiptNo }))}<small>${escape(day(r.paidOn))} · ${escape(t(PAYMENT_MODE_LABELS[r.mode]))}${r.status === 'active' ? '' : ` · ${escape(t(RECEIPT_STATUS[r.status]))}`}</small></span><span>${money(r.amount)}<small><a href="${escape(r.pdfPath)}" download>PDF</a></small></span></li>`,
    )
    .join('');
  return `${claims ? `<section><h2>${escape(t('UPI payments sent'))}</h2><ul class="rows">${claims}</ul></section>` : ''}
<section><h2>${escape(t('Payment history'))}</h2>${receipts ? `<ul class="rows">${receipts}</ul>` : `<p>${escape(t('No payments yet.'))}</p>`}</section>`;
}

/** The guardian's page: what is due now and next, the UPI request, the UTR form and the history. */
export async function feePageBody(
  page: FeePage,
  token: string,
  form: { amount?: string; utr?: string; error?: string; sent?: boolean } = {},
  language: UiLanguage = 'en',
): Promise<string> {
  const words = wordsOf(language);
  const { t, day } = words;
  const nowTotal = page.dueNow.reduce((sum, l) => sum + l.due + l.lateFee, 0);
  // A UTR sent is money the parent has paid: what it covers is waiting for the school, not "due now".
  const claimed = page.claims.filter((c) => c.status === 'pending').reduce((sum, c) => sum + c.amount, 0);
  const leftNow = Math.max(0, Math.round((nowTotal - claimed) * 100) / 100);
  const phone = page.school.phone
    ? `<p>${t('School office: {phone}', { phone: `<a href="${escape(phoneHref(page.school.phone))}">${escape(formatPhone(page.school.phone))}</a>` })}</p>`
    : '';
  return `<article aria-label="${escape(t('Fees'))}">
<h1>${escape(page.school.name)}</h1>
${phone}
<p><strong>${escape(page.student.name)}</strong> · ${escape(page.student.className)} ${escape(page.student.sectionName)} · ${escape(t('Adm. No. {number}', { number: page.student.admissionNumber }))}</p>
<p>${escape(t('Fees as of {date}.', { date: day(page.asOf) }))}</p>
${form.sent ? `<p class="note" role="status">${escape(t(GUARDIAN_FEE_MESSAGES.claimSent))}</p>` : ''}
${dueList(words, claimed > 0 && leftNow === 0 ? t('Paid by UPI, waiting for the school to confirm') : t('Due now'), page.dueNow, t('Nothing is due now.'))}
${claimed > 0 ? `<p class="note">${escape(t('UTR sent for {amount}: the school confirms it against its bank statement, then issues the receipt.', { amount: money(claimed) }))}</p>` : ''}
${page.dueNow.length && leftNow > 0 ? `<p class="total">${escape(t('Total due now: {amount}', { amount: money(leftNow) }))}</p>` : ''}
${dueList(words, t('Due next'), page.dueNext, t('Nothing more falls due this year.'))}
${await paySection(words, page, token, form)}
${history(words, page)}
</article>`;
}
