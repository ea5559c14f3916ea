import type { FastifyInstance, FastifyReply } from 'fastify';
import { FEE_MESSAGES, ReceiptTokenParamSchema, type PublicReceipt } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml as escape, publicPage } from '../../http/public-page.ts';
import { printedLetterhead, type PrintedLetterhead } from '../profiles/index.ts';
import { linkedReceipt, toPublicReceipt } from './links.ts';
import { day, modeLine } from './pdf.ts';
import { PRINT_WORDS } from './print-words.ts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const STATUS_WORDS = { active: '', cancelled: 'CANCELLED', bounced: 'CHEQUE BOUNCED' } as const;

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
 * The letterhead as the PDF prints it: the logo at the left, name, address, phone, board and affiliation.
 * With a logo the text keeps clear of it on both sides, so it stays centred and a long name never runs under it; without one, no gap.
 */
function letterhead(head: PrintedLetterhead): string {
  const affiliation = PRINT_WORDS.affiliation(head.board, head.affiliation);
  return [
    head.logo && `<img src="${escape(head.logo.url)}" alt="">`,
    `<h1>${escape(head.name)}</h1>`,
    head.address && `<p>${escape(head.address)}</p>`,
    head.phone && `<p>${escape(PRINT_WORDS.phone(head.phone))}</p>`,
    affiliation && `<p>${escape(affiliation)}</p>`,
  ]
    .filter(Boolean)
    .join('');
}

function receiptArticle(r: PublicReceipt, head: PrintedLetterhead, pdfUrl: string): string {
  const grid: [string, string][] = [
    ['Receipt No.', r.receiptNo],
    ['Date', day(r.paidOn)],
    ['Student', r.student.name],
    ['Admission No.', r.student.admissionNumber],
    ['Class', `${r.student.className} ${r.student.sectionName}`],
    ['Guardian', r.student.guardianName],
  ];
  const status = r.status === 'active' ? '' : `<p class="void" role="status">${STATUS_WORDS[r.status]}${r.cancelReason ? ` · ${escape(r.cancelReason)}` : ''}</p>`;
  const lines = r.lines.map((l) => `<tr><td>${escape(l.headName)} · ${escape(l.label)}</td><td>${inr.format(l.amount)}</td></tr>`).join('');
  return `<article aria-label="Receipt">
<div class="school${head.logo ? ' with-logo' : ''}">${letterhead(head)}</div>
<p class="title">FEE RECEIPT${r.status === 'active' ? '' : ` (${STATUS_WORDS[r.status]})`}</p>
${status}<dl>${grid.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>
<table aria-label="Fees paid"><thead><tr><th>Fee</th><th>Amount</th></tr></thead><tbody>${lines}<tr class="total"><td>Total</td><td>${inr.format(r.amount)}</td></tr></tbody></table>
<p class="words">${escape(r.amountInWords)}</p>
<p>${escape(modeLine(r))}</p>
<p>Collected by: ${escape(r.collectedBy)}</p>
<p class="sign">${PRINT_WORDS.signatory}</p>
<p class="actions"><a class="primary" href="${escape(pdfUrl)}" download>Download PDF</a><button type="button" data-print hidden>Print</button></p>
</article>`;
}

function invalid(reply: FastifyReply, url: string, status: number, message: string) {
  return reply.code(status).send(publicPage({ title: message, description: message, url, noIndex: true, body: `<article><h1>${escape(message)}</h1><p>Ask the school office for a new link.</p></article>` }));
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
    // No copy kept by the browser or a proxy: a revoked link must stop showing the receipt.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    try {
      await deps.rateLimits.consume('receiptLinkPerIp', request.ip);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 429) {
        for (const [k, v] of Object.entries(err.headers ?? {})) reply.header(k, v);
        return invalid(reply, url, 429, err.message);
      }
      throw err;
    }
    const parsed = ReceiptTokenParamSchema.safeParse(request.params);
    const found = parsed.success ? await linkedReceipt(deps.db, parsed.data.token) : undefined;
    if (!parsed.success || !found) return invalid(reply, url, 404, FEE_MESSAGES.linkInvalid);
    const r = toPublicReceipt(found.receipt);
    const head = await printedLetterhead(deps.db, found.at);
    return reply.send(
      publicPage({
        title: `Fee receipt ${r.receiptNo} · ${r.school.name}`,
        description: `${inr.format(r.amount)} paid on ${day(r.paidOn)} for ${r.student.name}${r.status === 'active' ? '' : ` (${STATUS_WORDS[r.status]})`}`,
        url,
        noIndex: true,
        style: RECEIPT_STYLE,
        scripts: [PRINT_SCRIPT_PATH],
        body: receiptArticle(r, head, `/api/public/receipts/${encodeURIComponent(parsed.data.token)}/pdf`),
      }),
    );
  });
}
