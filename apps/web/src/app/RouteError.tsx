import { Alert, Button, Center, Stack } from '@mantine/core';

/** Shown when a screen fails to load or throws, instead of a blank page. */
export function RouteError() {
  return (
    <Center mih="60dvh" p="md">
      <Stack maw={420}>
        <Alert color="red" title="Something went wrong" role="alert">
          This screen could not be shown. Reloading usually helps; if it keeps happening, tell the administrator.
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
