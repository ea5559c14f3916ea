import type { FastifyInstance } from 'fastify';
import {
  FEE_MESSAGES,
  instalmentLabelIn,
  ReceiptTokenParamSchema,
  renderText,
  rupeesInWordsIn,
  type PublicReceipt,
  type UiLanguage,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { AppError, type ErrorText } from '../../errors.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { htmlTemplate } from '../../http/html.ts';
import { linkFailedPage, publicPage } from '../../http/public-page.ts';
import { printedLetterhead, type PrintedLetterhead } from '../profiles/index.ts';
import { linkedReceipt, toPublicReceipt } from './links.ts';
import { day, modeLine } from './pdf.ts';
import { printWords } from './print-words.ts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const STATUS_WORDS = { cancelled: /*i18n*/ 'CANCELLED', bounced: /*i18n*/ 'CHEQUE BOUNCED' } as const;

/** Printed on A5 as the office prints it; the buttons and the page around it stay off the paper. */
const RECEIPT_STYLE = `article{max-width:148mm;margin:0 auto}
.school{text-align:center;position:relative}.school p{margin:2px 0}
.school.with-logo{padding:0 64px}.school img{position:absolute;left:0;top:0;width:56px;height:56px;object-fit:contain}
.sign{margin:40px 0 0 auto;width:180px;border-top:1px solid currentColor;padding-top:4px;text-align:center;font-size:.9em}
.title{text-align:center;font-weight:700;margin:12px 0 0}
.void{color:#c92a2a;border:2px solid #c92a2a;border-radius:6px;padding:8px 12px;margin:12px 0;text-align:center;font-weight:700;letter-spacing:.05em}
table{width:100%;border-collapse:collapse;margin-top:12px}th,td{padding:6px 0;border-bottom:1px solid #dee2e6;text-align:left}
th:last-child,td:last-child{text-align:right}tr.total td{font-weight:700;border-bottom:none}
.words{font-style:italic}
@media (prefers-color-scheme: dark){.void{color:#ffa8a8;border-color:#ffa8a8}th,td{border-color:#373a40}}
@media print{@page{size:A5 portrait;margin:10mm}body{background:#fff;color:#000}main{padding:0}article{border:none;padding:0;background:#fff}.actions{display:none}}`;

/** The parent's Print button: scripts must come from the portal itself (CSP), so this one is served, not inlined. */
const PRINT_SCRIPT = `document.querySelectorAll('[data-print]').forEach(function (b) { b.hidden = false; b.addEventListener('click', function () { window.print(); }); });\n`;
const PRINT_SCRIPT_PATH = '/r/print.js';

/**
 * The receipt as printed, in the reader's language: the school's own words (names, fee heads) as entered.
 * The letterhead as the PDF prints it: the logo at the left, name, address, phone, board and affiliation.
 * With a logo the text keeps clear of it on both sides, so it stays centred and a long name never runs under it; without one, no gap.
 */
const article = htmlTemplate<{
  r: PublicReceipt;
  head: PrintedLetterhead;
  phone: string;
  affiliation: string;
  t: ReturnType<typeof translatorFor>;
  title: string;
  status?: string;
  grid: [string, string][];
  lines: [string, string][];
  total: string;
  words: string;
  mode: string;
  signatory: string;
  pdfUrl: string;
}>(`<article aria-label="<%= it.t('Receipt') %>">
<div class="school<%= it.head.logo ? ' with-logo' : '' %>"><% if (it.head.logo) { %><img src="<%= it.head.logo.url %>" alt=""><% } %><h1><%= it.head.name %></h1><% if (it.head.address) { %><p><%= it.head.address %></p><% } %><% if (it.phone) { %><p><%= it.phone %></p><% } %><% if (it.affiliation) { %><p><%= it.affiliation %></p><% } %></div>
<p class="title"><%= it.title %></p>
<% if (it.status) { %><p class="void" role="status"><%= it.status %><% if (it.r.cancelReason) { %> · <%= it.r.cancelReason %><% } %></p><% } %><dl><% for (const [term, value] of it.grid) { %><dt><%= term %></dt><dd><%= value %></dd><% } %></dl>
<table aria-label="<%= it.t('Fees paid') %>"><thead><tr><th><%= it.t('Fee') %></th><th><%= it.t('Amount') %></th></tr></thead><tbody><% for (const [fee, amount] of it.lines) { %><tr><td><%= fee %></td><td><%= amount %></td></tr><% } %><tr class="total"><td><%= it.t('Total') %></td><td><%= it.total %></td></tr></tbody></table>
<p class="words"><%= it.words %></p>
<p><%= it.mode %></p>
<p><%= it.t('Collected by: {name}', { name: it.r.collectedBy }) %></p>
<p class="sign"><%= it.signatory %></p>
<p class="actions"><a class="primary" href="<%= it.pdfUrl %>" download><%= it.t('Download PDF') %></a><button type="button" data-print hidden><%= it.t('Print') %></button></p>
</article>`);

function receiptArticle(r: PublicReceipt, head: PrintedLetterhead, pdfUrl: string, language: UiLanguage): string {
  const t = translatorFor(language);
  const words = printWords(t);
  const grid: [string, string][] = [
    [t(/*i18n*/ 'Receipt No.'), r.receiptNo],
    [t(/*i18n*/ 'Date'), day(r.paidOn, language)],
    [t(/*i18n*/ 'Student'), r.student.name],
    [t(/*i18n*/ 'Admission No.'), r.student.admissionNumber],
    [t(/*i18n*/ 'Class'), `${r.student.className} ${r.student.sectionName}`],
    [t(/*i18n*/ 'Guardian'), r.student.guardianName],
  ];
  const status = r.status === 'active' ? undefined : t(STATUS_WORDS[r.status]);
  return article({
    r,
    head,
    phone: head.phone ? words.phone(head.phone) : '',
    affiliation: words.affiliation(head.board, head.affiliation) || '',
    t,
    title: `${words.receiptTitle}${status ? ` (${status})` : ''}`,
    status,
    grid,
    lines: r.lines.map((l) => [`${l.headName} · ${instalmentLabelIn(t, l.label)}`, inr.format(l.amount)]),
    total: inr.format(r.amount),
    words: rupeesInWordsIn(language, Math.round(r.amount * 100)),
    mode: modeLine(r, language),
    signatory: words.signatory,
    pdfUrl,
  });
}

/**
 * The parent's receipt link (/r/<token>): the receipt as printed, with its PDF, for whoever holds the
 * link. A page from the server, as the shared job is: no JavaScript bundle, nothing added to the sign-in screens.
 */
export function registerReceiptPage(app: FastifyInstance, deps: Deps) {
  app.get(PRINT_SCRIPT_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(PRINT_SCRIPT),
  );

  app.get<{ Params: { token: string } }>('/r/:token', { config: { access: 'public' } }, async (request, reply) => {
    const url = `${deps.config.publicUrl}${request.url}`;
    // In the parent's language (the browser's Accept-Language), so the answer varies with it.
    const language = requestLanguage(request);
    const t = translatorFor(language);
    // No copy kept by the browser or a proxy: a revoked link must stop showing the receipt.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('vary', 'Accept-Language');
    const invalid = (status: number, message: ErrorText) =>
      reply.code(status).send(linkFailedPage(url, renderText(message, t), language));
    try {
      await deps.rateLimits.consume('receiptLinkPerIp', request.ip);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 429) {
        for (const [k, v] of Object.entries(err.headers ?? {})) reply.header(k, v);
        return invalid(429, err.texts.message);
      }
      throw err;
    }
    const parsed = ReceiptTokenParamSchema.safeParse(request.params);
    const found = parsed.success ? await linkedReceipt(deps.db, parsed.data.token) : undefined;
    if (!parsed.success || !found) return invalid(404, FEE_MESSAGES.linkInvalid);
    const r = toPublicReceipt(found.receipt);
    const head = await printedLetterhead(deps.db, found.at);
    const paid = { amount: inr.format(r.amount), date: day(r.paidOn, language), student: r.student.name };
    return reply.send(
      publicPage({
        title: t(/*i18n*/ 'Fee receipt {number} · {school}', { number: r.receiptNo, school: r.school.name }),
        description:
          r.status === 'active'
            ? t(/*i18n*/ '{amount} paid on {date} for {student}', paid)
            : `${t(/*i18n*/ '{amount} paid on {date} for {student}', paid)} (${t(STATUS_WORDS[r.status])})`,
        url,
        noIndex: true,
        style: RECEIPT_STYLE,
        scripts: [PRINT_SCRIPT_PATH],
        body: receiptArticle(r, head, `/api/public/receipts/${encodeURIComponent(parsed.data.token)}/pdf`, language),
        language,
      }),
    );
  });
}

/** The texts the template above names (`it.t('…')`), written out here: lingui extract reads code, not a template's text. */
export const RECEIPT_PAGE_TEXTS = [
  /*i18n*/ 'Amount',
  /*i18n*/ 'Collected by: {name}',
  /*i18n*/ 'Download PDF',
  /*i18n*/ 'Fee',
  /*i18n*/ 'Fees paid',
  /*i18n*/ 'Print',
  /*i18n*/ 'Receipt',
  /*i18n*/ 'Total',
];
