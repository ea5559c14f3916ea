/**
 * A module's import, started once and shared. A second import() of a module that has already arrived
 * still waits for a task, and a lazy component that waits for a task on its first render shows its
 * fallback: the code a first render was held back for must be asked for through this.
 */
export function importOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let module: Promise<M> | undefined;
  return () => (module ??= load());
}
