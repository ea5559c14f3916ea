import { lazy, Suspense, type ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { themeIn } from './theme';
import { t, useLanguage } from '../lib/i18n';
import { useToastsWanted } from '../lib/notify';

/** The toast container loads with the first toast (lib/notify.ts), not with the first screen. */
const Toasts = lazy(() => import('./Toasts'));

/** Persists the light/dark choice across reloads; until a choice is made, the device's own setting ("auto") applies. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'colorScheme' });

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastsWanted();
  // Redrawn when the language changes, which is when the theme's texts do; this renders rarely (a language, the first toast).
  useLanguage();
  const theme = themeIn(t);
  return (
    // The theme's CSS variables come with the first screen's styles (theme-variables.css, held to the theme by its
    // test) rather than being computed here on every start: ~6 ms of a phone's first render.
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager} withCssVariables={false}>
      {toasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
