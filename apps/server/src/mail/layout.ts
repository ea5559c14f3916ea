import type { UiLanguage } from '@school-portal/contract';
import { htmlTemplate } from '../http/html.ts';
import { translate } from '../http/language.ts';
import type { Mail } from './outbox.ts';

/** How every portal mail ends. */
export const SIGN_OFF = 'School Portal';

export interface MailContent {
  to: string;
  subject: string;
  /** Whom the greeting names; an empty name greets "there". */
  name: string | null | undefined;
  /** The body, a paragraph each (a paragraph may hold line breaks, e.g. a link on its own line). */
  paragraphs: readonly (string | null | undefined | false)[];
  replyTo?: string | null;
  /** The recipient's language (their account's); greeting and sign-off follow it. English when not given. */
  language?: UiLanguage;
  /**
   * A link into the portal, in the reader's language: the mail gets an HTML part with it as a button. The
   * text part is kept as it is, for mail programs that show text.
   */
  action?: { label: string; url: string };
}

/** The HTML part: the same paragraphs, line breaks kept, and the button; styles inline, as mail programs want them. */
const mailHtml = htmlTemplate<{ language: UiLanguage; paragraphs: string[]; action: { label: string; url: string } }>(
  `<!doctype html>
<html lang="<%= it.language %>"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:16px;background:#f8f9fa;color:#212529;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px">
<% for (const [i, paragraph] of it.paragraphs.entries()) { %><p style="margin:0 0 16px"><% for (const [j, line] of paragraph.split('\\n').entries()) { %><% if (j) { %><br><% } %><%= line %><% } %></p>
<% if (i === it.paragraphs.length - 2) { %><p style="margin:24px 0"><a href="<%= it.action.url %>" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1864ab;color:#fff;text-decoration:none;font-weight:600"><%= it.action.label %></a></p>
<% } %><% } %></div>
</body></html>`,
);

/**
 * One layout for every mail: "Hello <name>," then the paragraphs, then the sign-off. Empty
 * paragraphs (a reason that was not given) are left out.
 */
export function layoutMail({ to, subject, name, paragraphs, replyTo, language = 'en', action }: MailContent): Mail {
  const body = paragraphs.filter((p): p is string => !!p);
  const greeting = name
    ? translate(language, /*i18n*/ 'Hello {name},', { name })
    : translate(language, /*i18n*/ 'Hello there,');
  const all = [greeting, ...body, translate(language, SIGN_OFF)];
  return {
    to,
    subject,
    text: all.join('\n\n'),
    ...(action ? { html: mailHtml({ language, paragraphs: all, action }) } : {}),
    ...(replyTo ? { replyTo } : {}),
  };
}
