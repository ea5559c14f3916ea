// The phone bench's code that runs in the page (bench/phone.ts loads it with addInitScript): plain JavaScript,
// as the browser gets it, outside the server's TypeScript project, which has no DOM.

/**
 * Notes, from the start of the navigation, when a heading with the text and the content's text first appear
 * (a MutationObserver, no polling: the throttled CPU is the page's own). `after`, for a menu tap: the marks
 * start again and count from now, and text of the screen left behind (`leaving`) does not count.
 * The page is watched from its first byte: a screen the server drew is in the page itself (decision 050), and
 * shows at the first paint, not when its text was read; so a mark is never earlier than the first paint.
 */
globalThis.watchScreen = function watchScreen({ heading, content, leaving }) {
  const marks = {};
  const seen = {};
  let painted;
  globalThis.screenMarks = marks;
  const settle = () => {
    if (painted === undefined || seen.heading === undefined || seen.content === undefined) return;
    marks.heading = Math.max(seen.heading, painted);
    marks.content = Math.max(seen.content, painted);
    observer.disconnect();
  };
  const check = () => {
    const root = document.getElementById('root');
    if (!root || location.pathname === leaving) return;
    if (seen.heading === undefined)
      for (const h of root.querySelectorAll('h1, h2, h3'))
        if (h.textContent?.trim() === heading) seen.heading = performance.now();
    // The screen's own area: her name is also in the top bar of every signed-in screen, and the profile's tap was
    // marked as it left the screen before (0.09 s).
    const screen = root.querySelector('main') ?? root;
    if (seen.content === undefined) {
      const inInput = [...screen.querySelectorAll('input')].some((i) => i.value === content);
      if (inInput || screen.textContent?.includes(content)) seen.content = performance.now();
    }
    settle();
  };
  const observer = new MutationObserver(check);
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint && painted === undefined) {
      painted = paint.startTime;
      settle();
    }
  }).observe({ type: 'paint', buffered: true });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  check();
};

/**
 * Lighthouse's CPU index of this machine (its page-functions' computeBenchmarkIndex): how many times a second
 * an unthrottled page builds a 10,000-character string, and copies a 100,000-entry array, in tens (as Lighthouse
 * counts: without the tenth, this bench printed 22,802 where Lighthouse reads about 2,280).
 */
globalThis.cpuIndex = function cpuIndex() {
  const withGc = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) break;
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  const withoutGc = () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const [src, tgt] = iterations % 2 === 0 ? [a, b] : [b, a];
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  return (withGc() + withoutGc()) / 2;
};
