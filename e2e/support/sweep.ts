import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './pages.ts';

/*
 * What the screen sweeps share (the axe sweep, the languages-and-phone sweep): opening a screen until it has
 * drawn its data, and reading every screen of the signed-in user's menu.
 */

/**
 * What the portal's answers carried to a page that its users wrote (names of people, schools and students, job
 * titles and positions, districts, a reason given): shown as written in every language. Read from the answers, so
 * that the sweep passes whatever other journeys have put in the same database before it (a school named "Sri Vidya
 * Mandir Senior Secondary School" on the teacher's dashboard, Nov 2026), while a text the portal itself writes is
 * still checked.
 */
const namesSeen = new WeakMap<Page, Set<string>>();
const NAME_KEYS = /(^|[a-z])(name|Name|title|Title|position|Position|reason|Reason|district|District)$/;

function watchNames(page: Page) {
  if (namesSeen.has(page)) return;
  const names = new Set<string>();
  namesSeen.set(page, names);
  const collect = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (NAME_KEYS.test(key) && value.trim()) names.add(value.trim());
    } else if (Array.isArray(value)) for (const item of value) collect(item, key);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) collect(v, k);
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    response
      .json()
      .then((body: unknown) => collect(body))
      .catch(() => undefined);
  });
}

/** The requests each page has in flight, so a screen reached inside the app can be waited on as a loaded one is. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function watchRequests(page: Page) {
  if (inFlight.has(page)) return;
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  // A reload abandons what the page had asked for.
  page.on('load', () => pending.clear());
}

/** Until no request has been in flight for a quarter of a second (what networkidle means after a page load). */
async function networkQuiet(page: Page) {
  const pending = inFlight.get(page)!;
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 250;
      },
      { message: 'no request in flight', timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
}

/**
 * Opens a screen and waits until it has drawn its data: no request in flight, no spinner. Once the portal is open in
 * the page, the screen is reached as a menu link reaches it (the router follows the address) rather than by loading
 * the portal again: a person moves through the menu, and starting the app for every screen of four roles in three
 * languages was most of the sweeps' time (CI under 15 minutes, issue 52).
 */
export async function open(page: Page, path: string) {
  watchNames(page);
  watchRequests(page);
  const inPortal = await page.evaluate(() => Boolean(document.querySelector('#root > *'))).catch(() => false);
  if (inPortal) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await networkQuiet(page);
  } else {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('[role="status"]:has(.mantine-Loader-root)')).toHaveCount(0);
}

/**
 * Every link of the signed-in user's menu, closed groups included. A closed group's links are drawn by React
 * (Mantine's Collapse keeps them in a hidden Activity) only when the page is otherwise idle: read at once, the
 * menu gave the top-level links alone (an institute admin's 2 screens of 16, Nov 2026), and the sweep passed
 * having checked almost nothing. So every group must hold its links first.
 */
export async function menuLinks(page: Page): Promise<string[]> {
  // 30 s, not the 10 of other waits: at load 25 (Nov 29 2026) the menu and its groups took longer than 10 s to draw,
  // and the sweep failed before it had checked a screen.
  await expect(page.locator('nav a[href]').first()).toBeAttached({ timeout: 30_000 });
  const groupsWithoutLinks = () =>
    page
      .locator('nav .mantine-NavLink-collapse')
      .evaluateAll((groups) => groups.filter((g) => !g.querySelector('a[href]')).length);
  await expect.poll(groupsWithoutLinks, { message: 'every menu group has drawn its links', timeout: 30_000 }).toBe(0);
  const hrefs = await page
    .locator('nav a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

/** How many pixels the page is wider than the window (0 when nothing scrolls sideways). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The English words a reader sees on the screen: every visible text node and empty field's placeholder,
 * read for words of Latin letters. Left out as no reader translates them: the words and phrases of
 * `allowed` (names, brands, the spec's fixed texts), anything in `code`, `kbd` or `[translate="no"]`, and
 * tokens that are codes rather than words: all capitals (CBSE, UPI, MB), or holding a digit, a slash, an
 * underscore, an @ or an inner dot (JOB-98LQ80, BA/BSc, B.Ed, a path, an e-mail or web address).
 */
export async function englishOnScreen(page: Page, allowed: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (parent.closest('script, style, noscript, code, kbd, [translate="no"], [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      found.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
      if (field.checkVisibility() && !field.value) found.push(field.placeholder);
    }
    return found;
  });
  // Longest first, so a phrase goes before a word of it.
  const phrases = [...allowed, ...(namesSeen.get(page) ?? [])]
    .sort((a, b) => b.length - a.length)
    .map((p) => new RegExp(`(?<![A-Za-z])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
  const words = new Set<string>();
  for (const text of texts) {
    let plain = text.replace(/https?:\/\/\S*/g, ' ');
    for (const phrase of phrases) plain = plain.replace(phrase, ' ');
    for (const token of plain.split(/[\s,;:()[\]{}"“”‘’!?|·–—…<>=+*&]+/)) {
      if (/[\d/_@]|[A-Za-z]\.[A-Za-z]/.test(token)) continue;
      for (const word of token.match(/[A-Za-z][A-Za-z']*[A-Za-z]/g) ?? []) {
        if (word === word.toUpperCase()) continue;
        words.add(`${word} (in "${text.slice(0, 60)}")`);
      }
    }
  }
  return [...words];
}

/**
 * The screen's serious and critical axe violations, in both themes (each line named by `label` and the theme). The
 * theme is the attribute Mantine's styles key on, switched in place: one visit per screen instead of two keeps the
 * sweeps (every screen of four roles) within CI's time. Colour transitions are stopped first: switched in place, a
 * control that fades its colour (a segmented control's label, 200 ms) was measured half-way, #383838 on #3b3b3b, on
 * a loaded CI machine (Nov 2026). Moved here from accessibility.spec.ts so the phone sweep runs it on the screens it
 * opens anyway (2026-11-29).
 */
export async function violationsInBothThemes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    for (const line of await seriousViolations(page)) found.push(`${label} (${scheme}) — ${line}`);
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
  return found;
}
