import { Button, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

/** The success dialog after registering; OK leads to /login. */
export function RegisteredDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Registration Successful')} centered>
      <Text size="sm">
        {t(
          /*i18n*/ 'Thank you for registering. An administrator will review your details and you will receive a confirmation e-mail within 24 hours.',
        )}
      </Text>
      <Button fullWidth mt="md" onClick={onClose}>
        {t(/*i18n*/ 'OK')}
      </Button>
    </Dialog>
  );
}
