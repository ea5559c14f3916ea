import { Button, Modal, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';

/** The success dialog after registering; OK leads to /login. */
export function RegisteredDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened onClose={onClose} title={t('Registration Successful')} centered>
      <Text size="sm">
        {t(
          'Thank you for registering. An administrator will review your details and you will receive a confirmation e-mail within 24 hours.',
        )}
      </Text>
      <Button fullWidth mt="md" onClick={onClose}>
        {t('OK')}
      </Button>
    </Modal>
  );
}
