import { chromium } from '@playwright/test';
import fs from 'node:fs';
const path = process.argv[2];
const s = JSON.parse(fs.readFileSync('/tmp/meera.json'));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const out = [];
for (let run = 0; run < 5; run++) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });
  await ctx.addInitScript(`for (const [k, v] of Object.entries(${JSON.stringify({ authToken: s.token, userId: s.userId, role: s.role, name: s.name })})) if (!localStorage.getItem(k)) localStorage.setItem(k, String(v));`);
  await ctx.addInitScript(`globalThis.lt=[];new PerformanceObserver((l)=>lt.push(...l.getEntries().map(e=>[Math.round(e.startTime),Math.round(e.duration)]))).observe({type:'longtask',buffered:true})`);
  await ctx.addCookies([{ name: 'authToken', value: s.token, url: 'http://127.0.0.1:3300', sameSite: 'Lax' }]);
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.6 * 1024 * 1024 / 8 * 0.9, uploadThroughput: 750 * 1024 / 8 * 0.9 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.goto('http://127.0.0.1:3300' + path);
  await p.waitForFunction(() => document.querySelector('#root > div[inert]') === null, undefined, { timeout: 60000 });
  await p.waitForTimeout(3000);
  const r = await p.evaluate(() => { const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0; const after = lt.filter(([s]) => s >= fcp); return { fcp: Math.round(fcp), tbt: after.reduce((a, [, d]) => a + Math.max(0, d - 50), 0), before: lt.filter(([s]) => s < fcp).map(([s,d])=>d).join(','), after: after.map(([s, d]) => d).join(',') }; });
  out.push(r);
  await ctx.close();
}
for (const r of out) console.log(JSON.stringify(r));
const tbts = out.map((r) => r.tbt).sort((a, b) => a - b); console.log('median TBT', tbts[2], 'fcp', out.map(r=>r.fcp).sort((a,b)=>a-b)[2]);
await b.close();
