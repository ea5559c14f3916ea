import { translatorFor, type Translate } from '../../http/language.ts';

/** Sizes and durations of the status page, shared by its checks (service.ts, replication-check.ts). */
const english = translatorFor('en');

export function formatMb(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb.toFixed(1)} MB`;
}

/** 850 ms, 45 s, 12 min, 3 h 5 min, 2 d 4 h: in English; in the words of the caller's language (`t`) otherwise. */
export function formatDuration(ms: number, t: Translate = english): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = Math.floor(ms / 1000);
  if (s < 60) return t(/*i18n*/ '{s} s', { s });
  const min = Math.floor(s / 60);
  if (min < 60) return t(/*i18n*/ '{min} min', { min });
  const h = Math.floor(min / 60);
  if (h < 24) return min % 60 ? t(/*i18n*/ '{h} h {min} min', { h, min: min % 60 }) : t(/*i18n*/ '{h} h', { h });
  const d = Math.floor(h / 24);
  return h % 24 ? t(/*i18n*/ '{d} d {h} h', { d, h: h % 24 }) : t(/*i18n*/ '{d} d', { d });
}
