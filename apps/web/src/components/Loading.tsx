import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner that screen readers announce as what is loading. */
export function Loading({
  label,
  size = 'md',
  py = 'xl',
}: {
  label: string;
  size?: 'sm' | 'md';
  py?: 'xl' | 'xs' | 0;
}) {
  return (
    <Center py={py} role="status">
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
