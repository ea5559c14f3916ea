import { createContext, useContext } from 'react';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen the server draws (app/draw-screen.tsx) is for a phone, which it reads from the request
 * (there is no screen to measure there); undefined in the browser, which measures its own.
 */
export const DrawnForPhone = createContext<boolean | undefined>(undefined);

/** Whether the screen is a phone's: `query` a max-width media query, read while rendering, not after it. */
export function usePhoneWidth(query: string): boolean {
  const drawnForPhone = useContext(DrawnForPhone);
  const matches = useMediaQuery(query, undefined, { getInitialValueInEffect: false });
  return drawnForPhone ?? matches;
}
