import { createElement, lazy, useState, type ComponentType } from 'react';
import { importOnce } from './import-once';

/*
 * A component whose code is downloaded when it is first drawn, as with React.lazy, but drawn at once when its code
 * is already here. React.lazy waits a task on its first render even then, and on a screen the server drew
 * (decision 050) that wait leaves the part below it dehydrated: React 19.3.1 then hands a context's readers a
 * wrong value if an update reaches that part (the first toast blanked a drawn Browse Jobs). So the server's
 * drawing notes each one it drew (`noteDrawnCode`), the page carries their names, and the browser loads them all
 * (`loadDrawnCode`) before it takes the drawn screen over: nothing on it waits.
 *
 * A download that failed stays failed for the element that showed it (its error boundary says so, and its
 * re-renders do not download again); the next element drawn, once the user has moved on and come back, tries again.
 */

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Downloads the code, once; the component is then drawn at once wherever it is next drawn. */
  load: () => Promise<ComponentType<P>>;
};

const byName = new Map<string, () => Promise<unknown>>();
/** On the server, while a screen is drawn: the names of the lazy components its markup holds. */
let drawing: Set<string> | undefined;

export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = importOnce(() => load().then((component) => (loaded = component)));
  const loadCode = () =>
    loadOnce().catch((error: unknown) => {
      Waiting = waiting();
      throw error;
    });
  const waiting = () => lazy(async () => ({ default: await loadCode() }));
  let Waiting = waiting();
  function Component(props: P) {
    // Chosen once per element: moving it from the waiting kind to the loaded one would draw it afresh (a typed
    // filter lost). The waiting kind draws the loaded code once it has come.
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Waiting);
    if (Drawn === loaded) drawing?.add(name);
    return createElement(Drawn, props);
  }
  byName.set(name, loadCode);
  return Object.assign(Component, { load: loadCode });
}

/** The server's drawing of one screen: `draw` renders it; the answer holds the lazy components its markup drew. */
export function noteDrawnCode<T>(draw: () => T): { drawn: T; code: string[] } {
  drawing = new Set();
  try {
    const drawn = draw();
    return { drawn, code: [...drawing] };
  } finally {
    drawing = undefined;
  }
}

/**
 * Loads the code of the lazy components a drawn screen holds. A name not known yet belongs to code that another of
 * them loads (a screen's filters, in the screen's module): it is looked for again once that has come.
 */
export async function loadDrawnCode(names: readonly string[]): Promise<void> {
  let left = [...names];
  while (left.length) {
    const known = left.filter((name) => byName.has(name));
    if (!known.length) return;
    await Promise.all(known.map((name) => byName.get(name)!()));
    left = left.filter((name) => !known.includes(name));
  }
}
