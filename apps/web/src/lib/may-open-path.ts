import { createContext, useContext } from 'react';

/**
 * Whether the signed-in user may open the screen at a path. The router provides it from the route registry:
 * a page that shows links by role asks here, since importing the registry, which names every page, would
 * close an import circle through itself.
 */
export const MayOpenPath = createContext<(path: string) => boolean>(() => false);

export const useMayOpenPath = () => useContext(MayOpenPath);
