import { useId as useReactId } from 'react';

/*
 * Mantine's `useId` (@mantine/hooks) returns React's id on the first render, then sets a random one in a layout
 * effect: a second render of every field, dialog and menu straight after it first shows. An update made in a
 * layout effect is rendered at once, in the same task as the screen's own first render, and React first runs
 * every effect of the screen in it: on Browse Jobs it made that task three times as long (issue 51). React's id is
 * unique within the app's one root and stable for the component's life, as Mantine's promises; kept to letters,
 * digits, `_` and `-`, it is safe in a CSS selector as Mantine's ids are.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/[^\w-]/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
