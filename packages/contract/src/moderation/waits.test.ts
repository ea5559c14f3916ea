import { describe, expect, it } from 'vitest';
import { QUEUE_AMBER_AFTER_HOURS, waitsTooLong, waitText } from './messages.ts';

/*
 * The super admin promises every applicant an answer within 24 hours: the queue's rows and the
 * dashboard's first card turn amber once an item has waited past 20 hours, with hours to spare.
 */
const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const english = (id: string, values?: Record<string, unknown>) =>
  id.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k]));

describe('a wait in the moderation queue', () => {
  it('is amber only past 20 hours', () => {
    expect(QUEUE_AMBER_AFTER_HOURS).toBe(20);
    expect(waitsTooLong(hoursAgo(19.9), now)).toBe(false);
    expect(waitsTooLong(hoursAgo(20), now)).toBe(false);
    expect(waitsTooLong(hoursAgo(20.1), now)).toBe(true);
    expect(waitsTooLong(hoursAgo(30), now)).toBe(true);
  });

  it('reads in minutes, hours or days', () => {
    expect(waitText(hoursAgo(0.2), english, now)).toBe('12 min');
    expect(waitText(hoursAgo(20.5), english, now)).toBe('20 h 30 min');
    expect(waitText(hoursAgo(52), english, now)).toBe('2 d 4 h');
  });
});
