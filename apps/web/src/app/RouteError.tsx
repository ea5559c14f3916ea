import { Alert, Button, Center, Stack } from '@mantine/core';
import type { t as Translate } from '../lib/i18n';

/**
 * Shown when a screen fails to load or throws, instead of a blank page, in the reader's language. `t` comes from the
 * router's useT (redrawn with the language): importing lib/i18n here made Rolldown split it and the catalogues'
 * loader out of the entry chunk, +0.3 kB gzipped on every first screen (29 Nov 2026).
 */
export function RouteError({ t }: { t: typeof Translate }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack maw={420}>
        <Alert color="red" title={t(/*i18n*/ 'Something went wrong')} role="alert">
          {t(
            /*i18n*/ 'This screen could not be shown. Reloading usually helps; if it keeps happening, tell the administrator.',
          )}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t(/*i18n*/ 'Reload')}</Button>
      </Stack>
    </Center>
  );
}
