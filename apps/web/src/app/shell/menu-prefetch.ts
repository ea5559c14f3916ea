import type { Role } from '@school-portal/contract';

type Connection = { saveData?: boolean };

/**
 * The code of her menu and of the screens it links to, fetched one screen after another once her first screen has
 * settled (app/service-worker.ts runs it before the worker downloads the whole build). On a phone's slow line a tap on
 * "My Profile" waited 1.5 s for its form's code to download (issue 51); now it has come while she read. One at a
 * time, so a screen she opens meanwhile shares the line with one download, not ten. A phone set to save data
 * fetches nothing ahead.
 */
export async function prefetchMenu(role: Role | null, loadMenu: () => Promise<unknown>): Promise<void> {
  const connection = (navigator as { connection?: Connection }).connection;
  if (!role || connection?.saveData) return;
  await loadMenu();
  const { menuFor } = await import('./menu');
  for (const item of menuFor(role).flatMap((entry) => entry.children ?? [entry]))
    await item.page?.().catch(() => undefined);
}
