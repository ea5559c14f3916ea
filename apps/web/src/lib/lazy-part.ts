import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The parts whose download failed, each with the way to make it anew. */
const failed = new Set<() => void>();

/**
 * A screen, or a part of one, whose code downloads when it is first drawn (React.lazy). React keeps a failed
 * download's error for good: the screen's error boundary shows it, and offline for a moment, she would see it
 * again on every return until the tab reloads. A part that failed is made anew once she has moved to another
 * address (`retryFailedParts`, called by the router), so coming back downloads it again; not at once, or every
 * render of the failed screen would start another download.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => (current = make()));
          throw error;
        },
      ),
    );
  let current = make();
  // Reads the part as it is now at each render: after a retry it is another component, which React mounts afresh.
  return (props: P) => createElement(current as ComponentType<P>, props);
}

/** Makes every part whose download failed anew: the next time one is drawn, its code is asked for again. */
export function retryFailedParts() {
  for (const makeAnew of failed) makeAnew();
  failed.clear();
}
