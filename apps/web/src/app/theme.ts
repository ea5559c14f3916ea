import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * The theme, with the names Mantine gives its own buttons (screen readers read them) in the screen's language.
 * Their texts are in the first-screen catalogue, loaded before the first render: a change of language redraws it.
 */
export const themeIn = (t: (id: string) => string) =>
  createTheme({
    primaryColor: 'blue',
    // Shade 8 keeps white text on filled buttons and links above 4.5:1 contrast.
    primaryShade: { light: 8, dark: 8 },
    // Filled buttons of any colour pick black or white text, whichever reads better.
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      // Plain objects rather than Modal.extend(): naming the components here would load them with every screen.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('Close dialog') } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('Dismiss notification') } } },
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('Toggle password visibility') } } },
      // Clicking the chosen option again keeps it: a filter is cleared with its clear button, never by accident.
      Select: { defaultProps: { allowDeselect: false } },
    },
  });

/**
 * Mantine's default dimmed grey and error red are too faint on white (3.3:1); these meet WCAG AA on both themes.
 * A destructive action's text (Suspend, Delete, Cancel receipt) takes the error colour too, not a fixed red.9,
 * which reads at under 3:1 on the dark theme's grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

