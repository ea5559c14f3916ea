import { chromium } from '@playwright/test';
import fs from 'node:fs';
const path = process.argv[2];
const s = JSON.parse(fs.readFileSync('/tmp/meera.json'));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });
await ctx.addInitScript(`for (const [k, v] of Object.entries(${JSON.stringify({ authToken: s.token, userId: s.userId, role: s.role, name: s.name })})) if (!localStorage.getItem(k)) localStorage.setItem(k, String(v));`);
await ctx.addCookies([{ name: 'authToken', value: s.token, url: 'http://127.0.0.1:3300', sameSite: 'Lax' }]);
const agg = {}; const fnAgg = {};
for (let run = 0; run < 3; run++) {
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p.goto('http://127.0.0.1:3300' + path);
  await p.waitForFunction(() => document.querySelector('#root > div[inert]') === null);
  await p.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; const counts = {};
  profile.samples.forEach((id, i) => { counts[id] = (counts[id] || 0) + (dt[i] || 0); });
  for (const [id, us] of Object.entries(counts)) {
    const n = byId.get(Number(id)); const cf = n.callFrame;
    const url = (cf.url.split('/').pop() || '(' + cf.functionName + ')').replace(/-[A-Za-z0-9_-]{8}\.js/, '.js');
    agg[url] = (agg[url] || 0) + us / 1000;
    const k = url + ' ' + (cf.functionName || '(anon)') + ':' + cf.lineNumber + ':' + cf.columnNumber;
    fnAgg[k] = (fnAgg[k] || 0) + us / 1000;
  }
  await p.close();
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 3).toFixed(1).padStart(7)} ${k}`).join('\n');
console.log(top(agg, 25)); console.log('---'); console.log(top(fnAgg, 25));
await b.close();
