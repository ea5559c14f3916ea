import { Button, Modal, Text } from '@mantine/core';

/** The success dialog after registering; OK leads to /login. */
export function RegisteredDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Registration Successful" centered>
      <Text size="sm">
        Thank you for registering. An administrator will review your details and you will receive a confirmation e-mail within 24
        hours.
      </Text>
      <Button fullWidth mt="md" onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
