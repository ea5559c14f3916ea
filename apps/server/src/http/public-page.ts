/**
 * A page the server makes for a visitor who is not signed in (a shared job, a parent's receipt): plain
 * HTML with Open Graph tags, so WhatsApp and others preview it (their crawlers run no JavaScript), and
 * nothing added to the web app's bundles. Styles are inline (the CSP allows inline styles, not scripts).
 */

import type { UiLanguage } from '@school-portal/contract';
import { htmlTemplate } from './html.ts';
import { translatorFor } from './language.ts';

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
  /** HTML made by a template (http/html.ts), its text escaped there. */
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

const page = htmlTemplate<Required<PublicPage> & { image: string; baseStyle: string }>(`<!doctype html>
<html lang="<%= it.language %>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.title %></title>
<meta name="description" content="<%= it.description %>">
<% if (it.noIndex) { %><meta name="robots" content="noindex, nofollow">
<% } %><meta property="og:type" content="website">
<meta property="og:site_name" content="School Portal">
<meta property="og:title" content="<%= it.title %>">
<meta property="og:description" content="<%= it.description %>">
<meta property="og:url" content="<%= it.url %>">
<meta property="og:image" content="<%= it.image %>">
<meta name="twitter:card" content="summary">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
<%~ it.baseStyle %>
<%~ it.style %>
</style>
<% for (const src of it.scripts) { %><script src="<%= src %>" defer></script>
<% } %></head>
<body><header class="brand"><a href="/"><img src="/favicon.svg" alt="" width="28" height="28"><span>School Portal</span></a></header><main><%~ it.body %></main></body>
</html>`);

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
  return page({
    title,
    description,
    url,
    body,
    noIndex,
    style,
    scripts,
    language,
    image: ogImage(url),
    baseStyle: BASE_STYLE,
  });
}

const failed = htmlTemplate<{ message: string; hint: string }>(
  `<article><h1><%= it.message %></h1><p><%= it.hint %></p></article>`,
);

/** A private link that does not open (unknown, revoked, or looked at too often): what went wrong and what to do, in the visitor's language. */
export function linkFailedPage(url: string, message: string, language: UiLanguage): string {
  const t = translatorFor(language);
  const body = failed({ message, hint: t(/*i18n*/ 'Ask the school office for a new link.') });
  return publicPage({ title: message, description: message, url, noIndex: true, body, language });
}
