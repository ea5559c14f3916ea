import { Alert, Button } from '@mantine/core';
import { useT } from '../lib/i18n';

/** A screen's data did not load: the screen's own message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="red" role="alert" title={message}>
      <Button size="xs" variant="white" color="red" mt="xs" onClick={onRetry}>
        {t(/*i18n*/ 'Try again')}
      </Button>
    </Alert>
  );
}
