import QRCode from 'qrcode';
import {
  CLAIM_STATUS_WORDS,
  formatPhone,
  GUARDIAN_FEE_MESSAGES,
  instalmentLabelIn,
  PAYMENT_MODE_LABELS,
  phoneHref,
  type FamilyPage,
  type FeePage,
  type FeePageLine,
  type UiLanguage,
} from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import { htmlTemplate } from '../../http/html.ts';
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
.child{border-top:2px solid #1864ab;margin-top:28px}.child section h2{font-size:1.05rem}
.qr{background:#fff;padding:12px;border-radius:8px;width:220px;max-width:100%;margin:12px 0}.qr svg{display:block;width:100%;height:auto}
form{display:grid;gap:8px;margin-top:12px}label{font-weight:600}input{font:inherit;padding:10px;border:1px solid #868e96;border-radius:8px;background:#fff;color:#212529}
button.primary{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #1864ab;background:#1864ab;color:#fff;cursor:pointer}
.note{padding:10px 12px;border-radius:8px;background:#e7f5ff;color:#1864ab}.error{padding:10px 12px;border-radius:8px;background:#fff5f5;color:#c92a2a}
.status-rejected{color:#c92a2a}.status-confirmed{color:#2b8a3e}
@media (prefers-color-scheme: dark){a{color:#a5d8ff}ul.rows li{border-color:#373a40}ul.rows small{color:#adb5bd}input{background:#1a1b1e;color:#e9ecef;border-color:#5c5f66}
.note{background:#1c2b3a;color:#a5d8ff}.error{background:#3b1f1f;color:#ffa8a8}.status-rejected{color:#ffa8a8}.status-confirmed{color:#8ce99a}}`;

const RECEIPT_STATUS = { cancelled: /*i18n*/ 'CANCELLED', bounced: /*i18n*/ 'CHEQUE BOUNCED' } as const;
/** Marks where the payee's name goes in the translated sentence, so the name is set in bold and the rest stays the catalogue's text. */
const PAYEE = '\u{E000}';
/** What the templates use besides their data (a template sees only `it`). */
const lib = { money, PAYEE, GUARDIAN_FEE_MESSAGES, CLAIM_STATUS_WORDS, PAYMENT_MODE_LABELS, RECEIPT_STATUS };
type Lib = typeof lib;

/** One list of dues (now, next): each line's head, instalment and due date, and its amount with any late fee. */
const dueList = htmlTemplate<{ lib: Lib; words: Words; title: string; lines: FeePageLine[]; empty: string }>(
  `<section><h2><%= it.title %></h2><% if (!it.lines.length) { %><p><%= it.empty %></p><% } else { %><ul class="rows"><% for (const l of it.lines) { %><li><span><%= l.headName %> · <%= it.words.label(l.label) %><small><%= it.words.t('Due {date}', { date: it.words.day(l.dueDate) }) %></small></span><span><%= it.lib.money(l.due + l.lateFee) %><% if (l.lateFee > 0) { %><small><%= it.words.t('incl. late fee {amount}', { amount: it.lib.money(l.lateFee) }) %></small><% } %></span></li><% } %></ul><% } %></section>`,
);

const paySection = htmlTemplate<{
  lib: Lib;
  t: Words['t'];
  page: Pick<FeePage, 'upi' | 'payNow'>;
  qr?: string;
  token: string;
  form: { amount?: string; utr?: string; error?: string };
}>(`<section aria-labelledby="pay"><h2 id="pay"><%= it.t('Pay by UPI') %></h2><% const upi = it.page.upi; if (upi) { %><p class="actions"><a class="primary" href="<%= upi.link %>"><%= it.t('Pay {amount} by UPI', { amount: it.lib.money(upi.amount) }) %></a></p>
<p><%= it.t('On a computer, scan this code with any UPI app:') %></p>
<div class="qr" role="img" aria-label="<%= it.t('UPI QR code for {amount}', { amount: it.lib.money(upi.amount) }) %>"><%~ it.qr %></div>
<% const [before, after] = it.t('Paying to {payee} ({vpa}), reference {reference}.', { payee: it.lib.PAYEE, vpa: upi.vpa, reference: upi.reference }).split(it.lib.PAYEE); %><p><%= before %><strong><%= upi.payeeName %></strong><%= after %></p><% } else if (it.page.payNow > 0) { %><p><%= it.t(it.lib.GUARDIAN_FEE_MESSAGES.upiNotSet) %></p><% } %>
<h2><%= it.t('Paid? Tell the school') %></h2>
<p><%= it.t('Enter the UPI transaction reference (UTR, 12 digits) your UPI app shows. The school confirms it against its bank statement and then issues the receipt.') %></p>
<% if (it.form.error) { %><p class="error" role="alert"><%= it.t(it.form.error) %></p><% } %><form method="post" action="/f/<%= encodeURIComponent(it.token) %>/claim">
<label for="amount"><%= it.t('Amount paid (₹)') %></label><input id="amount" name="amount" inputmode="decimal" required value="<%= it.form.amount ?? String(it.page.payNow || '') %>">
<label for="utr"><%= it.t('UTR (12 digits)') %></label><input id="utr" name="utr" inputmode="numeric" autocomplete="off" required value="<%= it.form.utr ?? '' %>">
<button class="primary" type="submit"><%= it.t('Send UTR to the school') %></button>
</form></section>`);

/** The UPI payments sent and the receipts issued (on the family's page, each receipt names its child). */
const history = htmlTemplate<{
  lib: Lib;
  words: Words;
  page: Pick<FeePage, 'claims'> & { receipts: (FeePage['receipts'][number] & { studentName?: string })[] };
}>(`<% const { t, day } = it.words; %><% if (it.page.claims.length) { %><section><h2><%= t('UPI payments sent') %></h2><ul class="rows"><% for (const c of it.page.claims) { %><li><span>UPI <%= it.lib.money(c.amount) %><small>UTR <%= c.utr %> · <%= day(c.createdAt) %></small></span><span class="status-<%= c.status %>"><%= t(it.lib.CLAIM_STATUS_WORDS[c.status]) %><% if (c.status === 'rejected' && c.rejectReason) { %>: <%= c.rejectReason %><% } else if (c.receiptNo) { %> · <%= t('receipt {number}', { number: c.receiptNo }) %><% } %></span></li><% } %></ul></section><% } %>
<section><h2><%= t('Payment history') %></h2><% if (it.page.receipts.length) { %><ul class="rows"><% for (const r of it.page.receipts) { %><li><span><%= t('Receipt {number}', { number: r.receiptNo }) %><small><% if (r.studentName) { %><%= r.studentName %> · <% } %><%= day(r.paidOn) %> · <%= t(it.lib.PAYMENT_MODE_LABELS[r.mode]) %><% if (r.status !== 'active') { %> · <%= t(it.lib.RECEIPT_STATUS[r.status]) %><% } %></small></span><span><%= it.lib.money(r.amount) %><small><a href="<%= r.pdfPath %>" download>PDF</a></small></span></li><% } %></ul><% } else { %><p><%= t('No payments yet.') %></p><% } %></section>`);

const body = htmlTemplate<{
  lib: Lib;
  words: Words;
  page: FeePage;
  sent?: boolean;
  /** What UTRs sent and not yet confirmed cover, and what is left due now after them. */
  claimed: number;
  leftNow: number;
  phone?: { href: string; text: string };
  dueNow: string;
  dueNext: string;
  pay: string;
  history: string;
}>(`<% const { t, day } = it.words; %><article aria-label="<%= t('Fees') %>">
<h1><%= it.page.school.name %></h1>
<% if (it.phone) { %><% const [before, after] = t('School office: {phone}', { phone: it.lib.PAYEE }).split(it.lib.PAYEE); %><p><%= before %><a href="<%= it.phone.href %>"><%= it.phone.text %></a><%= after %></p><% } %>
<p><strong><%= it.page.student.name %></strong> · <%= it.page.student.className %> <%= it.page.student.sectionName %> · <%= t('Adm. No. {number}', { number: it.page.student.admissionNumber }) %></p>
<p><%= t('Fees as of {date}.', { date: day(it.page.asOf) }) %></p>
<% if (it.sent) { %><p class="note" role="status"><%= t(it.lib.GUARDIAN_FEE_MESSAGES.claimSent) %></p><% } %>
<%~ it.dueNow %>
<% if (it.claimed > 0) { %><p class="note"><%= t('UTR sent for {amount}: the school confirms it against its bank statement, then issues the receipt.', { amount: it.lib.money(it.claimed) }) %></p><% } %>
<% if (it.page.dueNow.length && it.leftNow > 0) { %><p class="total"><%= t('Total due now: {amount}', { amount: it.lib.money(it.leftNow) }) %></p><% } %>
<%~ it.dueNext %>
<%~ it.pay %>
<%~ it.history %>
</article>`);

/** The guardian's page: what is due now and next, the UPI request, the UTR form and the history. */
export async function feePageBody(
  page: FeePage,
  token: string,
  form: { amount?: string; utr?: string; error?: string; sent?: boolean } = {},
  language: UiLanguage = 'en',
): Promise<string> {
  const words = wordsOf(language);
  const { t } = words;
  const nowTotal = page.dueNow.reduce((sum, l) => sum + l.due + l.lateFee, 0);
  // A UTR sent is money the parent has paid: what it covers is waiting for the school, not "due now".
  const claimed = page.claims.filter((c) => c.status === 'pending').reduce((sum, c) => sum + c.amount, 0);
  const leftNow = Math.max(0, Math.round((nowTotal - claimed) * 100) / 100);
  const qr = page.upi
    ? await QRCode.toString(page.upi.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : undefined;
  return body({
    lib,
    words,
    page,
    sent: form.sent,
    claimed,
    leftNow,
    phone: page.school.phone ? { href: phoneHref(page.school.phone), text: formatPhone(page.school.phone) } : undefined,
    dueNow: dueList({
      lib,
      words,
      title:
        claimed > 0 && leftNow === 0
          ? t(/*i18n*/ 'Paid by UPI, waiting for the school to confirm')
          : t(/*i18n*/ 'Due now'),
      lines: page.dueNow,
      empty: t(/*i18n*/ 'Nothing is due now.'),
    }),
    dueNext: dueList({
      lib,
      words,
      title: t(/*i18n*/ 'Due next'),
      lines: page.dueNext,
      empty: t(/*i18n*/ 'Nothing more falls due this year.'),
    }),
    pay: page.maxClaim > 0 ? paySection({ lib, t, page, qr, token, form }) : '',
    history: history({ lib, words, page }),
  });
}

/** The family's page (decision 037): each child with their dues, then the one total, one payment and one history. */
const familyBody = htmlTemplate<{
  lib: Lib;
  words: Words;
  page: FamilyPage;
  sent?: boolean;
  claimed: number;
  leftNow: number;
  phone?: { href: string; text: string };
  children: { heading: string; dueNow: string; dueNext: string }[];
  pay: string;
  history: string;
}>(`<% const { t, day } = it.words; %><article aria-label="<%= t('Fees') %>">
<h1><%= it.page.school.name %></h1>
<% if (it.phone) { %><% const [before, after] = t('School office: {phone}', { phone: it.lib.PAYEE }).split(it.lib.PAYEE); %><p><%= before %><a href="<%= it.phone.href %>"><%= it.phone.text %></a><%= after %></p><% } %>
<p><%= t('Fees of your children as of {date}.', { date: day(it.page.asOf) }) %></p>
<% if (it.sent) { %><p class="note" role="status"><%= t(it.lib.GUARDIAN_FEE_MESSAGES.claimSent) %></p><% } %>
<% for (const c of it.children) { %><section class="child"><h2><%= c.heading %></h2><%~ c.dueNow %><%~ c.dueNext %></section><% } %>
<% if (it.claimed > 0) { %><p class="note"><%= t('UTR sent for {amount}: the school confirms it against its bank statement, then issues the receipt.', { amount: it.lib.money(it.claimed) }) %></p><% } %>
<% if (it.leftNow > 0) { %><p class="total"><%= t('Total due now for all children: {amount}', { amount: it.lib.money(it.leftNow) }) %></p><% } %>
<%~ it.pay %>
<%~ it.history %>
</article>`);

/** The family's page body: every child's dues now and next, the family's total, one UPI request and UTR form, the history. */
export async function familyPageBody(
  page: FamilyPage,
  token: string,
  form: { amount?: string; utr?: string; error?: string; sent?: boolean } = {},
  language: UiLanguage = 'en',
): Promise<string> {
  const words = wordsOf(language);
  const { t } = words;
  const nowTotal = page.children.reduce((sum, c) => sum + c.dueNow.reduce((s, l) => s + l.due + l.lateFee, 0), 0);
  const claimed = page.claims.filter((c) => c.status === 'pending').reduce((sum, c) => sum + c.amount, 0);
  const leftNow = Math.max(0, Math.round((nowTotal - claimed) * 100) / 100);
  const qr = page.upi
    ? await QRCode.toString(page.upi.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : undefined;
  return familyBody({
    lib,
    words,
    page,
    sent: form.sent,
    claimed,
    leftNow,
    phone: page.school.phone ? { href: phoneHref(page.school.phone), text: formatPhone(page.school.phone) } : undefined,
    children: page.children.map((c) => ({
      heading: `${c.name} · ${c.className} ${c.sectionName} · ${t(/*i18n*/ 'Adm. No. {number}', { number: c.admissionNumber })}`,
      dueNow: dueList({
        lib,
        words,
        title: t(/*i18n*/ 'Due now'),
        lines: c.dueNow,
        empty: t(/*i18n*/ 'Nothing is due now.'),
      }),
      dueNext: c.dueNext.length
        ? dueList({ lib, words, title: t(/*i18n*/ 'Due next'), lines: c.dueNext, empty: '' })
        : '',
    })),
    pay: page.maxClaim > 0 ? paySection({ lib, t, page, qr, token, form }) : '',
    history: history({ lib, words, page }),
  });
}

/** The texts the template above names (`it.t('…')`), written out here: lingui extract reads code, not a template's text. */
export const FEE_PAGE_TEXTS = [
  /*i18n*/ 'Adm. No. {number}',
  /*i18n*/ 'Amount paid (₹)',
  /*i18n*/ 'Due {date}',
  /*i18n*/ 'Enter the UPI transaction reference (UTR, 12 digits) your UPI app shows. The school confirms it against its bank statement and then issues the receipt.',
  /*i18n*/ 'Fees',
  /*i18n*/ 'Fees as of {date}.',
  /*i18n*/ 'Fees of your children as of {date}.',
  /*i18n*/ 'No payments yet.',
  /*i18n*/ 'On a computer, scan this code with any UPI app:',
  /*i18n*/ 'Paid? Tell the school',
  /*i18n*/ 'Pay by UPI',
  /*i18n*/ 'Pay {amount} by UPI',
  /*i18n*/ 'Paying to {payee} ({vpa}), reference {reference}.',
  /*i18n*/ 'Payment history',
  /*i18n*/ 'Receipt {number}',
  /*i18n*/ 'School office: {phone}',
  /*i18n*/ 'Send UTR to the school',
  /*i18n*/ 'Total due now for all children: {amount}',
  /*i18n*/ 'Total due now: {amount}',
  /*i18n*/ 'UPI QR code for {amount}',
  /*i18n*/ 'UPI payments sent',
  /*i18n*/ 'UTR (12 digits)',
  /*i18n*/ 'UTR sent for {amount}: the school confirms it against its bank statement, then issues the receipt.',
  /*i18n*/ 'incl. late fee {amount}',
  /*i18n*/ 'receipt {number}',
];
