import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * floating-ui's `useMergeRefs`, as Mantine's ScrollArea calls it (an array of refs), made with Mantine's own
 * `useMergedRef` (which also runs a ref's cleanup). See `scrollAreaMergeRefs` in vite.config.ts for why.
 */
export const useMergeRefs = <T>(refs: (Ref<T> | undefined)[]) => useMergedRef<T>(...refs);
