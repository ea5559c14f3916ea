import '../signed-in-styles';
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { keepDrawnAnswers, queryClient, refreshDrawnAnswers } from '../../lib/query-client';
import { whenIdle } from '../../lib/when-idle';
import { whenSettled } from '../../lib/when-settled';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { usePhoneWidth } from '../../lib/media-query';
import { em, rem } from '@mantine/core';
import { importOnce } from '../../lib/import-once';
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session';
import { TopBar } from './TopBar';
import { OfflineNotice } from './OfflineNotice';
import { registerServiceWorker } from '../service-worker';
import { Loading } from '../../components/Loading';
import { RequireCompleteProfile } from '../RequireCompleteProfile';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary';
import { useT } from '../../lib/i18n';
import { loadSignedInTexts } from '../../lib/signed-in-texts';
import classes from './Frame.module.css';

const loadSidebar = importOnce(() => import('./Sidebar'));
/**
 * The menu (links, tooltips) is code of its own: a phone loads it once the screen has settled and
 * draws it when opened.
 */
const Sidebar = lazyPart(async () => (await loadSidebar()).Sidebar);

/** Phone width, where the menu is a drawer: Frame.module.css uses the same 47.9375em. */
const PHONE = `(max-width: ${em(767)})`;

const EXPANDED = 250;
const COLLAPSED = 80;

/** The signed-in frame: sidebar (80/250 px, a drawer on phones) and a top bar offset by it. */
// The signed-in screens' texts (English ones have plurals) and Lingui's runtime load with the shell; the
// router waits for them, so a screen never shows a half-filled '{count, plural, …}' (a failed load: English).
export const textsReady = loadSignedInTexts().catch(() => undefined);

// The installable portal is the signed-in one: its worker registers with the shell, so the public screens
// carry none of its code (their budgets, scripts/check-size.mjs), once the screen's lists have arrived.
registerServiceWorker(queryClient);

/**
 * What the shell's first frame needs, which the portal's first render waits for (app/router.tsx): the texts, and
 * on a wider screen the menu's code. A first render that suspends commits an empty screen, and React then holds
 * the next one back for 300 ms (a Lighthouse trace of the dashboard: a 184 ms idle timer before its first frame).
 */
export const openingFrame = (): Promise<unknown> =>
  Promise.all([textsReady, window.matchMedia(PHONE).matches || loadSidebar()]);

export function AppLayout() {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  // Read while rendering, not in an effect after it: otherwise the first render guesses (a desktop, an
  // expanded menu) and a phone renders the whole shell twice before its first screen settles.
  const isPhone = usePhoneWidth(PHONE);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'sidebarCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [mobileOpen, mobile] = useDisclosure(false);
  const effectiveCollapsed = !isPhone && collapsed;
  // On a phone the menu is a closed drawer, more than half of the shell's elements: it is drawn when first
  // opened (its code comes once the screen has settled, below), so a phone's first screen does not wait for it.
  const [menuDrawn, setMenuDrawn] = useState(false);
  if (mobileOpen && !menuDrawn) setMenuDrawn(true);
  // A drawn page's answers, taken as fresh while the screen took over, are kept for her next visit when the browser is
  // first idle, and asked again once the screen has settled (decision 050): not while she waits for her first tap's
  // screen, nor in the phone's busiest seconds.
  useEffect(() => whenSettled(queryClient, refreshDrawnAnswers), []);
  useEffect(() => whenIdle(keepDrawnAnswers), []);
  // On a phone the menu's code comes once the screen has settled (as the service worker does): her first press of
  // the menu button then draws it, where it took 1.2 s to arrive on slow 4G. Fetched as soon as the browser was
  // idle, it ran within Lighthouse's measure of the screen.
  useEffect(
    () => (isPhone ? whenSettled(queryClient, () => void loadSidebar().catch(() => undefined)) : undefined),
    [isPhone],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <div
        className={classes.frame}
        style={{ '--nav-width': rem(effectiveCollapsed ? COLLAPSED : EXPANDED) } as CSSProperties}
      >
        {/* right-scroll-bar-position: the dialogs' scroll lock keeps the bar from shifting when it hides the scrollbar. */}
        <header className={`${classes.bar} right-scroll-bar-position`}>
          {session ? (
            <TopBar
              session={session}
              sidebarOpen={isPhone ? mobileOpen : !collapsed}
              onToggleSidebar={isPhone ? mobile.toggle : () => setCollapsed((c) => !c)}
            />
          ) : null}
        </header>
        {/* Off-screen on phones until opened: keep its links out of the tab order too. */}
        <nav
          className={classes.nav}
          aria-label={t(/*i18n*/ 'Main menu')}
          data-open={(isPhone && mobileOpen) || undefined}
          inert={isPhone && !mobileOpen}
        >
          {isPhone && !menuDrawn ? null : (
            <Suspense fallback={null}>
              <Sidebar
                role={session?.role ?? null}
                collapsed={effectiveCollapsed}
                onExpand={() => setCollapsed(false)}
                onNavigate={mobile.close}
              />
            </Suspense>
          )}
        </nav>
        <main className={classes.main}>
          <OfflineNotice />
          {/* A screen that fails keeps the shell around it. Each address has its own Suspense boundary, so a
              move to a screen whose code is still on its way shows at once that it is loading. */}
          <ScreenErrorBoundary pathname={pathname} t={t}>
            <Suspense key={pathname} fallback={<Loading label={t(/*i18n*/ 'Loading')} />}>
              <RequireCompleteProfile>
                <Outlet />
              </RequireCompleteProfile>
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </QueryClientProvider>
  );
}
