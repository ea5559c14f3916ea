/**
 * A page the server makes for a visitor who is not signed in (a shared job, a parent's receipt): plain
 * HTML with Open Graph tags, so WhatsApp and others preview it (their crawlers run no JavaScript), and
 * nothing added to the web app's bundles. Styles are inline (the CSP allows inline styles, not scripts).
 */

import type { UiLanguage } from '@school-portal/contract';
import { translatorFor } from './language.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BASE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f8f9fa;color:#212529}
main{max-width:720px;margin:0 auto;padding:24px 16px}
article{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px}
h1{font-size:1.5rem;margin:0 0 4px}
.brand{max-width:720px;margin:0 auto;padding:16px 16px 0}.brand a{display:inline-flex;align-items:center;gap:8px;font-weight:700;color:inherit;text-decoration:none}
h2{font-size:1.1rem;margin:16px 0 4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}
dt{color:#495057}dd{margin:0}
.actions a,.actions button{display:inline-block;margin:16px 8px 0 0;padding:10px 16px;border-radius:8px;text-decoration:none;border:1px solid #1864ab;color:#1864ab;background:none;font:inherit;cursor:pointer}
.actions a.primary{background:#1864ab;color:#fff}
@media (prefers-color-scheme: dark){body{background:#1a1b1e;color:#e9ecef}article{background:#25262b;border-color:#373a40}dt{color:#adb5bd}.actions a,.actions button{color:#a5d8ff;border-color:#a5d8ff}.actions a.primary{background:#1864ab;color:#fff;border-color:#1864ab}}`;

export interface PublicPage {
  title: string;
  /** What a link preview says under the title. */
  description: string;
  url: string;
  /** HTML, its text already escaped. */
  body: string;
  /** Kept out of search engines (a private link). */
  noIndex?: boolean;
  style?: string;
  /** Same-origin scripts only (the CSP refuses inline ones). */
  scripts?: string[];
  /** The language the page is written in (its `lang`, for screen readers and fonts). */
  language?: UiLanguage;
}

/** The portal's own picture for link previews (apps/web/public, served beside the app). */
const ogImage = (url: string) => `${new URL(url).origin}/og-image.png`;

export function publicPage({
  title,
  description,
  url,
  body,
  noIndex = false,
  style = '',
  scripts = [],
  language = 'en',
}: PublicPage): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${noIndex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}<meta property="og:type" content="website">
<meta property="og:site_name" content="School Portal">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(url)}">
<meta property="og:image" content="${escapeHtml(ogImage(url))}">
<meta name="twitter:card" content="summary">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
${BASE_STYLE}
${style}
</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>\n`).join('')}</head>
<body><header class="brand"><a href="/"><img src="/favicon.svg" alt="" width="28" height="28"><span>School Portal</span></a></header><main>${body}</main></body>
</html>`;
}

/** A private link that does not open (unknown, revoked, or looked at too often): what went wrong and what to do, in the visitor's language. */
export function linkFailedPage(url: string, message: string, language: UiLanguage): string {
  const t = translatorFor(language);
  const body = `<article><h1>${escapeHtml(message)}</h1><p>${escapeHtml(t('Ask the school office for a new link.'))}</p></article>`;
  return publicPage({ title: message, description: message, url, noIndex: true, body, language });
}
