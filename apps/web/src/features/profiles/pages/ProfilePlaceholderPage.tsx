import { Alert } from '@mantine/core';
import { AUTH_MESSAGES } from '@school-portal/contract';
import { PlaceholderPage } from '../../../components/PlaceholderPage';
import { useMe } from '../../../lib/use-me';

/** Profile routes exist now; the screens themselves come with the profiles work. */
export function ProfilePlaceholderPage({ title }: { title: string }) {
  const { data: me } = useMe();
  return (
    <>
      {me && !me.isProfileCompleted ? (
        <Alert color="yellow" mb="md" role="status">
          {AUTH_MESSAGES.completeProfile}
        </Alert>
      ) : null}
      <PlaceholderPage title={title} />
    </>
  );
}
