import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { t, useLanguage } from '../lib/i18n';
import { useToastsWanted } from '../lib/notify';

/**
 * The theme, with the names Mantine gives its own buttons (screen readers read them) in the screen's language.
 * Their texts are in the first-screen catalogue, loaded before the first render: a change of language redraws it.
 */
const themeIn = (t: (id: string) => string) =>
  createTheme({
    primaryColor: 'blue',
    // Shade 8 keeps white text on filled buttons and links above 4.5:1 contrast.
    primaryShade: { light: 8, dark: 8 },
    // Filled buttons of any colour pick black or white text, whichever reads better.
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
    headings: { fontWeight: '700' },
    // A device set to reduce motion gets dialogs, menus and toasts without their slide and fade, as the shell's own
    // bar and menu already do (Frame.module.css).
    respectReducedMotion: true,
    components: {
      // Plain objects rather than Modal.extend(): naming the components here would load them with every screen.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t(/*i18n*/ 'Close dialog') } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t(/*i18n*/ 'Dismiss notification') } } },
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': t(/*i18n*/ 'Toggle password visibility') } },
      },
      // Clicking the chosen option again keeps it: a filter is cleared with its clear button, never by accident.
      Select: { defaultProps: { allowDeselect: false } },
    },
  });

/**
 * Mantine's default dimmed grey and error red are too faint on white (3.3:1); these meet WCAG AA on both themes.
 * A destructive action's text (Suspend, Delete, Cancel receipt) takes the error colour too, not a fixed red.9,
 * which reads at under 3:1 on the dark theme's grey.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/** The toast container loads with the first toast (lib/notify.ts), not with the first screen. */
const Toasts = lazyPart(async () => (await import('./Toasts')).default);

/** Persists the light/dark choice across reloads; until a choice is made, the device's own setting ("auto") applies. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'colorScheme' });

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastsWanted();
  // Redrawn when the language changes, which is when the theme's texts do; this renders rarely (a language, the first toast).
  useLanguage();
  const theme = themeIn(t);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      {toasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
