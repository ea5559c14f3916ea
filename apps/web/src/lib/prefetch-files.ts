/** Where the build lists the code most signed-in screens share (prefetch-list.ts). */
export const SIGNED_IN_CODE_LIST = '/signed-in-code.json';

/** A few at a time: the browser opens six connections to the portal, and the screen's own requests need some. */
const AT_ONCE = 3;

/**
 * Downloads each listed file once, into the browser's cache, a few at a time. A file that fails is left
 * for the screen that needs it to ask again; a list that cannot be had means nothing to fetch.
 */
export async function fetchListedFiles(get: (url: string) => Promise<Response>): Promise<void> {
  const listed: unknown = await get(SIGNED_IN_CODE_LIST)
    .then((answer) => (answer.ok ? answer.json() : []))
    .catch(() => []);
  const files = Array.isArray(listed) ? listed.filter((f): f is string => typeof f === 'string' && /^\/(?!\/)/.test(f)) : [];
  const next = async (): Promise<void> => {
    const file = files.shift();
    if (file === undefined) return;
    // Read to the end: a response left unread may never be written to the cache.
    await get(file)
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);
    return next();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}
