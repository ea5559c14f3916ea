/*
 * A tab left open across a new deployment asks for page files the server no longer has: each build names
 * its files after their content. Vite reports a failed page download as `vite:preloadError`; when the portal
 * has been deployed anew since this tab loaded, the tab reloads once to get the new files. Any other failure
 * (a dropped connection) shows the screen's error, and coming back to the screen downloads it again
 * (app/router.tsx).
 */

const RELOADED_AT = 'reloadedForDeployment';

/** Whether the server's index.html now starts another entry file than the one this tab runs. */
async function deployedAnew(entry: string): Promise<boolean> {
  try {
    const html = await (await fetch('/', { cache: 'no-store' })).text();
    return !html.includes(entry);
  } catch {
    return false;
  }
}

export function reloadOnNewDeployment(entry: string): void {
  window.addEventListener('vite:preloadError', () => {
    void deployedAnew(entry).then((anew) => {
      // Once: if the new deployment fails too, the error screen stays rather than a loop of reloads.
      if (!anew || Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < 60_000) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
    });
  });
}
