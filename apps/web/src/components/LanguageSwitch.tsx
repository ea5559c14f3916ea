import { Button, Group } from '@mantine/core';
import { LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '@school-portal/contract';
import { useLanguage, useT } from '../lib/i18n';

/**
 * English · हिन्दी · தமிழ், each name in its own script, so a reader finds theirs whatever the screen shows.
 * The chosen one is filled (the light variant's blue on pale blue fell under 4.5:1 contrast).
 * Buttons the sign-in screens already draw: the switch adds no component to their first download.
 * The caller decides what a choice does besides showing it (kept for the next sign-in, or saved on the account).
 */
export function LanguageSwitch({ onChange }: { onChange: (language: UiLanguage) => void }) {
  const language = useLanguage();
  const t = useT();
  return (
    <Group role="group" aria-label={t(/*i18n*/ 'Language')} gap={4} justify="center" wrap="nowrap">
      {UI_LANGUAGES.map((code) => (
        <Button
          key={code}
          lang={code}
          size="compact-sm"
          variant={code === language ? 'filled' : 'subtle'}
          aria-pressed={code === language}
          onClick={() => code !== language && onChange(code)}
        >
          {LANGUAGE_NAMES[code]}
        </Button>
      ))}
    </Group>
  );
}
