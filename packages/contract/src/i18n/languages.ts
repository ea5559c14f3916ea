/** The languages the portal speaks; English is the default and keeps the spec's texts. */
export const UI_LANGUAGES = ['en', 'hi', 'ta'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: /*i18n*/ 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The tag Intl formats with: Indian grouping (₹1,25,000) in every language, the locale's month names in hi and ta. */
export const LANGUAGE_LOCALES: Record<UiLanguage, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

export const isUiLanguage = (value: unknown): value is UiLanguage => UI_LANGUAGES.includes(value as UiLanguage);

/** The first of a visitor's preferred languages the portal speaks ('hi-IN' is Hindi), or undefined. */
export function pickLanguage(preferred: readonly string[]): UiLanguage | undefined {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isUiLanguage(base)) return base;
  }
  return undefined;
}

/** An Accept-UiLanguage header's tags, most preferred first (`ta;q=0.9, hi` → hi, ta); a q of 0 refuses a tag. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
