import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A read-only field in a details view: small grey label, value below. */
export function LabeledValue({ label, value, size = 'md' }: { label: string; value: ReactNode; size?: 'sm' | 'md' }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={size} component="div">
        {value}
      </Text>
    </div>
  );
}
