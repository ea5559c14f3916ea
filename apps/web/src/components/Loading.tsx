import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';

/** A spinner that screen readers announce as what is loading. */
export function Loading({ label, size = 'md', py = 'xl', showLabel = false }: { label: string; size?: 'sm' | 'md'; py?: 'xl' | 'xs' | 0; showLabel?: boolean }) {
  return (
    <Group justify="center" gap="sm" py={py} role="status">
      <Loader size={size} aria-hidden />
      {showLabel ? (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </Group>
  );
}
