import type { UiLanguage } from '@school-portal/contract';
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
}

/**
 * One layout for every mail: "Hello <name>," then the paragraphs, then the sign-off. Empty
 * paragraphs (a reason that was not given) are left out.
 */
export function layoutMail({ to, subject, name, paragraphs, replyTo, language = 'en' }: MailContent): Mail {
  const body = paragraphs.filter((p): p is string => !!p);
  const greeting = name ? translate(language, 'Hello {name},', { name }) : translate(language, 'Hello there,');
  return {
    to,
    subject,
    text: [greeting, ...body, translate(language, SIGN_OFF)].join('\n\n'),
    ...(replyTo ? { replyTo } : {}),
  };
}
