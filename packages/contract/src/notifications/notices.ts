import { z } from 'zod';
import { ACCOUNT_NOTICES } from '../accounts/messages.ts';
import { STAGE_LABELS } from '../applications/stages.ts';
import { MEETING_KIND_LABELS } from '../hiring/schemas.ts';
import { ROLE_LABELS } from '../roles.ts';
import { NOTICE_MESSAGES, type NoticeId } from './messages.ts';

/** Catalogue texts a notice may hold as a value, translated with it: a stage, a meeting kind, a role, an account decision. */
export const NOTICE_LABELS: ReadonlySet<string> = new Set([
  ...Object.values(STAGE_LABELS),
  ...Object.values(MEETING_KIND_LABELS),
  ...Object.values(ROLE_LABELS),
  ...Object.values(ACCOUNT_NOTICES),
]);

/** A label value: its English text (the catalogue id); `lower` when the sentence runs it in lower case ("a demo lesson"). */
const NoticeLabelSchema = z.object({
  // A check of the notices the server itself writes, never shown to a reader: not a text for the catalogue.
  // eslint-disable-next-line i18n/marked
  label: z.string().refine((label) => NOTICE_LABELS.has(label), 'Unknown label'),
  lower: z.literal(true).optional(),
});
const NoticeValueSchema = z.union([z.string().max(2000), z.number(), NoticeLabelSchema]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!);

/** What a notification stores: which notice, and its values, each placeholder of the notice given (no more). */
export const NoticeSchema = z
  .object({
    id: z.enum(Object.keys(NOTICE_MESSAGES) as [NoticeId, ...NoticeId[]]),
    values: z.record(z.string(), NoticeValueSchema).default({}),
  })
  .superRefine(({ id, values }, ctx) => {
    const wanted = placeholders(NOTICE_MESSAGES[id]);
    const given = Object.keys(values);
    if (wanted.length !== given.length || wanted.some((name) => !(name in values)))
      // eslint-disable-next-line i18n/marked -- a programmer's mistake in a notice the server writes; no reader sees it
      ctx.addIssue({ code: 'custom', path: ['values'], message: `${id} takes ${wanted.join(', ') || 'no values'}` });
  });
export type Notice = z.input<typeof NoticeSchema>;

/** A notice in one language; `t` is that language's translator (English texts as ids). */
export function noticeText(t: (id: string, values?: Record<string, string | number>) => string, notice: Notice) {
  const values = Object.fromEntries(
    Object.entries(notice.values ?? {}).map(([name, value]) => {
      if (typeof value !== 'object') return [name, value];
      const label = t(value.label);
      return [name, value.lower ? label.toLowerCase() : label];
    }),
  );
  return t(NOTICE_MESSAGES[notice.id], values);
}
