import { createEvent } from 'ics';
import {
  indianTimeText,
  LANGUAGE_LOCALES,
  MEETING_KIND_LABELS,
  MEETING_MODE_LABELS,
  type UiLanguage,
} from '@school-portal/contract';
import type { MailAttachment } from '../../db/schema/index.ts';
import { translatorFor } from '../../http/language.ts';

/** A proposed time as the school writes it ("2026-12-03T10:30"), read as Indian time. */
export const indianTime = (local: string) => new Date(`${local}:00+05:30`);

/** "Thu, 3 Dec 2026, 10:30 am IST", in the reader's language. */
export const whenText = (at: Date, language: UiLanguage): string => indianTimeText(at, LANGUAGE_LOCALES[language]);

export interface Meeting {
  /** The invitation's id: the event's UID, so a changed time replaces the event in her calendar. */
  id: string;
  kind: 'interview' | 'demo';
  mode: 'inPerson' | 'phone' | 'video';
  place: string | null;
  className: string | null;
  topic: string | null;
  durationMinutes: number;
  startsAt: Date;
  jobTitle: string;
  school: string;
  candidate: string;
  url: string;
}

/** What the meeting is, in words, for the mail and the calendar entry's description. */
export function meetingLines(m: Meeting, language: UiLanguage): string[] {
  const t = translatorFor(language);
  return [
    `${t(MEETING_KIND_LABELS[m.kind])}: ${m.jobTitle} · ${m.school}`,
    t(/*i18n*/ 'When: {when} ({minutes} minutes)', {
      when: whenText(m.startsAt, language),
      minutes: m.durationMinutes,
    }),
    m.place ? `${t(MEETING_MODE_LABELS[m.mode])}: ${m.place}` : t(MEETING_MODE_LABELS[m.mode]),
    m.kind === 'demo' && m.className ? t(/*i18n*/ 'Class: {name}', { name: m.className }) : null,
    m.kind === 'demo' && m.topic ? t(/*i18n*/ 'Topic: {topic}', { topic: m.topic }) : null,
  ].filter((l): l is string => !!l);
}

/**
 * The calendar invitation (.ics) of an accepted time. The start is written in UTC, the one form every
 * calendar reads the same; each reader's calendar shows it in her own zone (Indian time in India), and
 * the description spells it out in IST.
 */
export function calendarInvite(m: Meeting, language: UiLanguage): MailAttachment {
  const t = translatorFor(language);
  const { error, value } = createEvent({
    uid: `${m.id}@school-portal`,
    productId: 'school-portal/hiring',
    method: 'PUBLISH',
    title: `${t(MEETING_KIND_LABELS[m.kind])}: ${m.jobTitle} · ${m.candidate}`,
    description: [...meetingLines(m, language), m.url].join('\n'),
    ...(m.mode === 'inPerson' && m.place ? { location: m.place } : {}),
    ...(m.mode === 'video' && m.place ? { location: m.place } : {}),
    url: m.url,
    start: m.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: m.durationMinutes },
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar invitation could not be written');
  return {
    filename: m.kind === 'demo' ? 'demo-lesson.ics' : 'interview.ics',
    contentType: 'text/calendar',
    content: value,
  };
}
