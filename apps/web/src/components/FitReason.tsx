import { Text } from '@mantine/core';
import tones from './tones.module.css';

/** Why a job or a teacher was ranked where it is ("Matches your subject and district"), under the result. */
export function FitReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Text size="xs" className={tones.positive}>
      {reason}
    </Text>
  );
}
