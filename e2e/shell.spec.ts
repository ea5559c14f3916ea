import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { superAdminToken } from './support/api.ts';
import { E2E } from './support/env.ts';
import { expectAccessible, signIn } from './support/pages.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Each top-bar menu reached with the keyboard: its button focused (the menu's own button, which replaces the one
 * drawn before its code arrived), opened with Enter, closed with Escape, and the focus back on the button.
 */
async function eachMenuByKeyboard(page: Page, { closedWithinMs }: { closedWithinMs?: number } = {}) {
  for (const [name, opened] of [
    ['User menu', page.getByRole('menu')],
    [/^Notifications/, page.getByRole('dialog', { name: 'Notifications' })],
  ] as const) {
    const button = page.getByRole('button', { name });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(opened).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden(closedWithinMs ? { timeout: closedWithinMs } : {});
    await expect(button).toBeFocused();
  }
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Points of a grid over the element where a click would reach something else lying on top of it. */
const coveredPoints = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const covered: string[] = [];
    for (let i = 1; i < 8; i++)
      for (let j = 1; j < 8; j++) {
        const [x, y] = [r.x + (r.width * i) / 8, r.y + (r.height * j) / 8];
        if (!el.contains(document.elementFromPoint(x, y))) covered.push(`${Math.round(x)},${Math.round(y)}`);
      }
    return covered;
  });

test.describe('the signed-in shell', () => {
  test('each role sees its own sidebar and lands on its own dashboard', async ({ page, instituteAdmin, jobseeker }) => {
    const expectations = [
      {
        login: async () => signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true),
        url: /super-admin\/dashboard/,
        title: 'Super Admin Dashboard',
        groups: ['Approvals', 'Ads Approvals', 'Manage Accounts', 'Suppliers', 'Products', 'Settings'],
        absent: ['Job Management', 'Jobs'],
      },
      {
        login: async () => signIn(page, instituteAdmin.email, instituteAdmin.password),
        url: /institute-admin\/dashboard/,
        title: 'Institute Admin Dashboard',
        groups: ['Job Management', 'Vehicle', 'Users', 'Suppliers', 'Settings'],
        absent: ['Approvals', 'Products', 'Jobs'],
      },
      {
        login: async () => signIn(page, E2E.instituteUser.email, E2E.instituteUser.password),
        url: /instituteUserProfile/,
        title: 'My Profile',
        groups: ['Student Management', 'Fee Management', 'Settings'],
        absent: ['Approvals', 'Suppliers', 'Job Management'],
      },
      {
        login: async () => signIn(page, jobseeker.email, jobseeker.password),
        url: /jobseeker\/dashboard/,
        title: 'Dashboard',
        groups: ['Jobs', 'Settings'],
        absent: ['Approvals', 'Suppliers', 'Vehicle'],
      },
    ];
    for (const e of expectations) {
      await e.login();
      await expect(page).toHaveURL(e.url);
      await expect(sidebar(page).getByText('My Project')).toBeVisible();
      // The tab is named after the screen's route, in English for an English reader.
      await expect(page).toHaveTitle(`${e.title} · School Portal`);
      for (const group of e.groups)
        await expect(sidebar(page).getByRole('button', { name: group, exact: true })).toBeVisible();
      for (const group of e.absent)
        await expect(sidebar(page).getByRole('button', { name: group, exact: true })).toHaveCount(0);
      await expectAccessible(page);
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('a user of another role is sent to their own dashboard; a signed-out visitor to /login', async ({
    page,
    jobseeker,
  }) => {
    await page.goto('/super-admin/pending-registrations');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await page.goto('/super-admin/pending-registrations');
    await expect(page).toHaveURL(/\/jobseeker\/dashboard$/);
  });

  test('only one group is open, it is remembered, and collapsing closes it', async ({ page }) => {
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page).toHaveURL(/super-admin\/dashboard/);
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Approvals', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Pending Registrations' })).toBeVisible();
    await nav.getByRole('button', { name: 'Manage Accounts' }).click();
    await expect(nav.getByRole('link', { name: 'Active Users' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pending Registrations' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('openMenus'))).toBe('["Manage Accounts"]');

    await nav.getByRole('link', { name: 'Active Users' }).click();
    await expect(page).toHaveURL(/active-users/);
    await expect(nav.getByRole('link', { name: 'Active Users' })).toHaveAttribute('data-active', 'true');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Active Users' })).toBeVisible();

    const box = async () => (await nav.boundingBox())!.width;
    expect(await box()).toBe(250);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(box).toBe(80);
    expect(await page.evaluate(() => localStorage.getItem('openMenus'))).toBe('[]');
    await expect(nav.getByText('Active Users')).toBeHidden();
  });

  test('the theme choice survives a reload', async ({ page }) => {
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page).toHaveURL(/super-admin\/dashboard/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page);
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Light Mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test("until the user chooses, the theme follows the phone's or computer's own setting", async ({
    page,
    jobseeker,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const html = page.locator('html');
    await page.goto('/login');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(36, 36, 36)');
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // A choice made in the portal wins over the system's from then on.
    await page.getByRole('button', { name: 'Light Mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('notifications show unread in bold and mark read on click', async ({ page, request, jobseeker }) => {
    // Suspending and unsuspending each leave a notification for the user.
    const token = await superAdminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    await request.patch(`/api/admin/suspend/${jobseeker.userId}`, { headers });
    await request.patch(`/api/admin/unsuspend/${jobseeker.userId}`, { headers });

    await signIn(page, jobseeker.email, jobseeker.password);
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await bell.click();
    const item = page.getByRole('button', { name: /reactivated/ });
    await expect(item).toBeVisible();
    await expectAccessible(page);
    await item.click();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  });

  test("the top bar's menus open above the toasts", async ({ page, jobseeker }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    const toast = page.getByRole('alert').filter({ hasText: 'Login successful!' });
    // A toast stays while the pointer rests on it: its left end, where no menu opens, keeps it for the test.
    await toast.hover({ position: { x: 12, y: 12 } });

    for (const [button, dropdown] of [
      ['User menu', page.getByRole('menu')],
      [/Notifications/, page.getByRole('dialog', { name: 'Notifications' })],
    ] as const) {
      await page.getByRole('button', { name: button }).press('Enter');
      await expect(dropdown).toBeVisible();
      // The toast lies where the menu opens, so the check after would pass for no reason if it did not.
      expect(overlap((await toast.boundingBox())!, (await dropdown.boundingBox())!)).toBe(true);
      expect(await coveredPoints(dropdown)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dropdown).toBeHidden();
    }
  });

  test('a device set to reduce motion gets the menus without their animation', async ({ page, jobseeker }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    /** How long the user menu's dropdown takes to appear, as the browser reads its style. */
    const transition = async () => {
      await page.getByRole('button', { name: 'User menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const duration = await menu.evaluate((el) => getComputedStyle(el).transitionDuration);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      return duration;
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transition()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toBe('0s');
  });

  test('logout clears the session and Back does not return to the portal', async ({ page, jobseeker }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await sidebar(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/jobseekerProfile/);
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const keys = await page.evaluate(() =>
      ['authToken', 'userId', 'role', 'name', 'instituteCode'].map((k) => localStorage.getItem(k)),
    );
    expect(keys).toEqual([null, null, null, null, null]);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing out in one tab signs out the other', async ({ context, jobseeker }) => {
    const first = await context.newPage();
    await signIn(first, jobseeker.email, jobseeker.password);
    await expect(first).toHaveURL(/jobseeker\/dashboard/);
    const second = await context.newPage();
    await second.goto('/jobseeker/dashboard');
    await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await first.getByRole('button', { name: 'User menu' }).click();
    await first.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(second).toHaveURL(/\/login$/);
  });

  test('at phone width the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page).toHaveURL(/super-admin\/dashboard/);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toBeInViewport();
    await sidebar(page).getByRole('button', { name: 'Settings' }).click();
    await sidebar(page).getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/change-password/);
    await expect(sidebar(page)).not.toBeInViewport();
    await expectAccessible(page);
  });

  test('on a phone the dashboard opens without the menus; the side menu loads once it has settled, the others when reached, and a press before one arrived opens it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page).toHaveURL(/super-admin\/dashboard/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const menuCode = (names = 'Sidebar|UserMenu|NotificationsMenu') =>
      page.evaluate(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((n) => new RegExp(`/(${pattern})-[\\w-]+\\.js$`).test(n)).length,
        names,
      );
    // The side menu's code comes once the screen has settled, 3 s without a list loading (lib/when-settled.ts);
    // the top bar's menus only when reached.
    await expect.poll(() => menuCode('Sidebar'), { timeout: 15_000 }).toBe(1);
    expect(await menuCode('UserMenu|NotificationsMenu')).toBe(0);

    // The panel's code arrives only after the press: it opens then, without a second press.
    await page.route(/\/NotificationsMenu-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    expect(await menuCode()).toBe(3);
  });

  test('opening the portal signed in, the splash stays until the screen is drawn: never a blank page', async ({
    page,
  }) => {
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page).toHaveURL(/super-admin\/dashboard/);
    // A slow phone: the shell's and the page's code take a while, and the English texts (en-*.js) longer still.
    await page.route(/\/(AppLayout|SuperAdminDashboardPage|en)-[\w-]+\.js$/, async (route) => {
      if (/\/en-/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 600));
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { blankSeen: boolean };
      w.blankSeen = false;
      // From the splash's first text on: while the page is still being parsed, #root is briefly empty anyway.
      let splashSeen = false;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        if (root.innerText.trim() !== '') splashSeen = true;
        else if (splashSeen) w.blankSeen = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { blankSeen: boolean }).blankSeen)).toBe(false);
  });

  test('moving between screens keeps the shell in place, and a screen that fails to load keeps the shell around its error', async ({
    page,
  }) => {
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Marks on the top bar's and the menu's elements survive only if the shell is not built anew.
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLElement>('header, nav[aria-label="Main menu"]')
        .forEach((el) => (el.dataset.mark = 'kept')),
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: /Pending Approvals/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Pending Registrations' })).toBeVisible();
    expect(await page.locator('header[data-mark="kept"], nav[data-mark="kept"]').count()).toBe(2);

    await page.route(/\/ActiveUsersPage-[\w-]+\.js$/, (route) => route.abort());
    await sidebar(page).getByRole('button', { name: 'Manage Accounts', exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Active Users' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test("on a computer the menu is drawn with the screen's first frame, not after it", async ({ page }) => {
    await signIn(page, E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page).toHaveURL(/super-admin\/dashboard/);
    await page.route(/\/Sidebar-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { menuLinksWithHeading?: number };
      new MutationObserver(() => {
        if (w.menuLinksWithHeading === undefined && document.querySelector('main h1')) {
          w.menuLinksWithHeading = document.querySelectorAll('nav[aria-label="Main menu"] a').length;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { menuLinksWithHeading?: number }).menuLinksWithHeading),
    ).toBeGreaterThan(0);
  });

  test("a keyboard user's focus stays on a top-bar button while its menu's code arrives", async ({
    page,
    jobseeker,
  }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await eachMenuByKeyboard(page);
    // A click outside the panel closes it too.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.getByRole('heading', { name: 'Dashboard' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  });

  test('Escape pressed at once closes a top-bar menu, before the focus has moved into it (a busy phone)', async ({
    page,
    jobseeker,
  }) => {
    // The menu takes the focus from a timer; on a busy phone that timer fires late. Here it fires 500 ms late, so
    // the Escape lands on the menu's button, as it did for a journey under load.
    await page.addInitScript(() => {
      const later = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        later(handler, delay ? delay : 500, ...rest)) as typeof window.setTimeout;
    });
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    // Closed on the Escape, not once the late timer has moved the focus.
    await eachMenuByKeyboard(page, { closedWithinMs: 400 });
  });

  test('a top-bar menu pressed before its code arrived gives the focus back to its button when closed', async ({
    page,
    jobseeker,
  }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await page.route(/\/UserMenu-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'User menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a session the server ends sends the user to sign in, says why, and returns them to their page', async ({
    page,
    request,
    jobseeker,
  }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await page.goto('/settings/change-password');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

    const admin = { authorization: `Bearer ${await superAdminToken(request)}` };
    for (const action of ['suspend', 'unsuspend']) {
      expect((await request.patch(`/api/admin/${action}/${jobseeker.userId}`, { headers: admin })).ok()).toBe(true);
    }
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password or access was changed. Please sign in again.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email or User ID' }).fill(jobseeker.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jobseeker.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/change-password/);
  });

  test('logging out ends the token on the server at once', async ({ page, request, jobseeker }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status())
      .toBe(401);
  });
});
