/**
 * A module's import, started once and shared: the router, the menu's prefetch and the first render wait
 * for the same download. A second import() of a module that has already arrived still waits for a task,
 * and a lazy component that waits on its first render shows its fallback. A download that failed is
 * asked for again by the next caller, so a user who comes back to a screen gets it.
 */
export function importOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let module: Promise<M> | undefined;
  return () =>
    (module ??= load().catch((error: unknown) => {
      module = undefined;
      throw error;
    }));
}
