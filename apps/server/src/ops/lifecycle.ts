/**
 * Where this instance is in its life, for a load balancer (GET /readyz) and the shutdown: ready only
 * after the migrations ran and until a shutdown begins, so no new request is routed to a closing instance.
 */
export interface Lifecycle {
  migrated: boolean;
  shuttingDown: boolean;
}

export const newLifecycle = (): Lifecycle => ({ migrated: false, shuttingDown: false });
