import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  applicationsApi,
  feesApi,
  hiringApi,
  jobAlertsApi,
  type HiringDesk,
  type JobAlert,
  type ReceiptLink,
  type UiLanguage,
} from '@school-portal/contract';
import { busAds, jobAlerts, users } from '../src/db/schema/index.ts';
import { isTranslated, translate } from '../src/http/language.ts';
import { buildServer, freePort, startServer, type ServerProcess } from './built-server.ts';
import {
  createApplication,
  createBusAd,
  createFamilyWithFees,
  createInstitute,
  createJob,
  daysFromNow,
  signedIn,
} from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { popplerText } from './pdf-text.ts';

/**
 * What ships, opened as a parent, a clerk and a visitor open it: the bundle `npm start` runs (NODE_ENV=production),
 * on this run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Every PDF and every page the server
 * writes itself, in English, Hindi and Tamil, read back as text: a file the bundle looks for in the wrong place
 * (HarfBuzz's WebAssembly for Hindi and Tamil, Nov 2026) answers 500 here, not at a school's counter.
 */
const LANGUAGES: UiLanguage[] = ['en', 'hi', 'ta'];
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let app: TestApp;
let server: ServerProcess;
let dataDir: string | undefined;
const made = {} as {
  clerk: Record<string, string>;
  receiptId: string;
  studentId: string;
  receiptToken: string;
  feeToken: string;
  jobId: string;
  adId: string;
  alertToken: string;
  /** An offer letter per language: each printed in the language of the staff member who wrote the offer. */
  offers: Record<UiLanguage, string>;
  /** Two teachers (English and Hindi) and a school's staff, by their tokens: the drawn screens' readers. */
  tokens: { anjali: string; meena: string; staff: string };
  /** A job only Meena applied to. */
  appliedJobId: string;
};

beforeAll(async () => {
  buildServer('web');
  // PGlite: one process owns its folder, so the data is written first and the built server opens it after.
  dataDir = process.env.TEST_DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'built-server-'));
  app = await createTestApp({ JWT_SECRET, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
  const school = await createInstitute(app);
  const family = await createFamilyWithFees(app, school.code);
  const paid = await app.as(school.staff).call(feesApi.collect, {
    body: {
      studentId: family.student.id,
      idempotencyKey: `built-${Date.now()}`,
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode: 'cash',
      allocations: [{ instalmentId: family.instalment.id, amount: 12_500 }],
    },
  });
  expect(paid.statusCode).toBe(201);
  const receiptId = paid.json<{ _id: string }>()._id;
  const link = await app.as(school.staff).call(feesApi.shareReceipt, { params: { receiptId } });
  const job = await createJob(app, school.code, { title: 'TGT Mathematics Teacher' });
  const ad = await createBusAd(app, school.code);
  await app.deps.db.update(busAds).set({ status: 'approved' });
  // A teacher's job alert, for the unsubscribe page its e-mails link to.
  const teacher = await signedIn(app, { role: 'jobseeker' });
  const alert = (
    await app.as(teacher).call(jobAlertsApi.create, { body: { subject: 'Mathematics', state: 'TN' } })
  ).json<{ alert: JobAlert }>().alert;
  const [alertRow] = await app.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert._id));
  // Teachers whose first screens the server draws (issue 51): a job title a string replacement would mangle.
  const anjali = await signedIn(app, { role: 'jobseeker', name: 'Anjali Iyer', profileCompleted: true });
  const meena = await signedIn(app, { role: 'jobseeker', name: 'Meena Kumari', profileCompleted: true });
  await app.deps.db.update(users).set({ language: 'hi' }).where(eq(users.id, meena.account.id));
  const applied = await createJob(app, school.code, { title: "Physics $& Chemistry $' Teacher" });
  const application = await app.as(meena).call(applicationsApi.apply, { params: { id: applied.id }, body: {} });
  expect(application.statusCode, application.body).toBeLessThan(300);
  const offers = {} as Record<UiLanguage, string>;
  for (const language of LANGUAGES) {
    await app.deps.db.update(users).set({ language }).where(eq(users.id, school.staff.account.id));
    const application = await createApplication(app, school.code, job.id);
    const sent = await app.as(school.staff).call(hiringApi.offer, {
      params: { applicationId: application.id },
      body: { position: 'TGT Mathematics', monthlyPay: 38_500, joiningDate: daysFromNow(20) },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    offers[language] = sent.json<{ desk: HiringDesk }>().desk.offers[0]!._id;
  }
  Object.assign(made, {
    clerk: school.staff.headers,
    receiptId,
    studentId: family.student.id,
    receiptToken: link.json<ReceiptLink>().token,
    feeToken: family.token,
    jobId: job.id,
    adId: ad.advertisementId,
    alertToken: alertRow!.token,
    offers,
    tokens: { anjali: anjali.token, meena: meena.token, staff: school.staff.token },
    appliedJobId: applied.id,
  });
  if (dataDir) await app.close();
  server = await startServer(
    await freePort(),
    {
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      // The web build beside the bundle, where `npm start` finds it (its default, apps/web/dist).
      WEB_DIST: path.resolve(import.meta.dirname, '../../web/dist'),
      ...(app.databaseUrl ? { DATABASE_URL: app.databaseUrl } : { DATA_DIR: dataDir! }),
    },
    path.join(tmpdir(), `built-server-${process.pid}.log`),
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (!dataDir) await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** GET from the built server in a language; fails on anything but 200 with the content type named. */
async function open(url: string, language: UiLanguage, type: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, { headers: { 'accept-language': language, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  expect(res.status, `${url} in ${language}: ${body.toString('utf8', 0, 300)}`).toBe(200);
  expect(res.headers.get('content-type')).toContain(type);
  return body;
}

/** A PDF's text as a reader copies it (poppler's pdftotext), spaces made single. */
const pdfText = async (url: string, language: UiLanguage, headers?: Record<string, string>) =>
  popplerText(await open(url, language, 'application/pdf', headers), `built-${language}-${Date.now()}`).text.replace(
    /\s+/g,
    ' ',
  );

/** A page's text as the visitor reads it: tags dropped, spaces made single. */
const pageText = async (url: string, language: UiLanguage) =>
  (await open(url, language, 'text/html'))
    .toString('utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each(LANGUAGES)('the built server in %s', (language) => {
  /** The words in this language; a Hindi or Tamil page that still showed the English would pass unnoticed otherwise. */
  const t = (id: string) => {
    if (language !== 'en') expect(isTranslated(language, id), `"${id}" in ${language}`).toBe(true);
    return translate(language, id);
  };

  it("prints the clerk's fee receipt and its parent link's PDF", async () => {
    for (const text of [
      await pdfText(`/api/fees/receipts/${made.receiptId}/pdf`, language, made.clerk),
      await pdfText(`/api/public/receipts/${made.receiptToken}/pdf`, language),
    ]) {
      expect(text).toContain(t('FEE RECEIPT'));
      expect(text).toContain('Aarav Sharma');
      expect(text).toContain('₹12,500');
      expect(text).toContain(t('Authorised signatory'));
    }
  });

  it("shows the parent's receipt page", async () => {
    const text = await pageText(`/r/${made.receiptToken}`, language);
    expect(text).toContain('Aarav Sharma');
    expect(text).toContain(t('Download PDF'));
  });

  it('prints the tuition fee certificate', async () => {
    const text = await pdfText(
      `/api/fees/students/${made.studentId}/tuition-certificate?year=2026`,
      language,
      made.clerk,
    );
    expect(text).toContain(t('TUITION FEE CERTIFICATE'));
    expect(text).toContain(t('Tuition fee paid'));
    expect(text).toContain('₹12,500');
  });

  it("shows the guardian's fee page and prints its receipt", async () => {
    const page = await pageText(`/f/${made.feeToken}`, language);
    expect(page).toContain('Aarav Sharma');
    expect(page).toContain(t('Payment history'));
    const pdf = await pdfText(`/api/public/fee-pages/${made.feeToken}/receipts/${made.receiptId}/pdf`, language);
    expect(pdf).toContain(t('FEE RECEIPT'));
    expect(pdf).toContain('₹12,500');
  });

  it('prints the offer letter in the language it was written in', async () => {
    const text = await pdfText(`/api/hiring/offers/${made.offers[language]}/letter`, language, made.clerk);
    expect(text).toContain(t('OFFER OF APPOINTMENT'));
    expect(text).toContain('₹38,500');
  });

  it("shows a shared job's page", async () => {
    const text = await pageText(`/share/jobs/${made.jobId}`, language);
    expect(text).toContain('TGT Mathematics Teacher');
    expect(text).toContain(t('Position'));
    expect(text).toContain(t('Sign in to apply'));
  });

  it("shows a shared bus ad's page", async () => {
    const text = await pageText(`/share/buses/${made.adId}`, language);
    expect(text).toContain('Tata Starbus Skool 40');
    expect(text).toContain(t('Sign in to enquire'));
  });

  it("shows a job alert's unsubscribe page, which asks before it stops anything", async () => {
    const text = await pageText(`/job-alerts/unsubscribe/${made.alertToken}`, language);
    expect(text).toContain(t('Go to School Portal'));
    // The question, in this language (the longest stretch of it between its placeholders).
    t('Stop the e-mails about new jobs for {what}?');
    const question = translate(language, 'Stop the e-mails about new jobs for {what}?', { what: '|' }).split('|');
    expect(text).toContain(question.sort((a, b) => b.length - a.length)[0]!.trim());
    expect(text).toMatch(/Tamil Nadu|தமிழ்நாடு|तमिलनाडु/);
  });
});

describe("a screen's page names the code it opens with (issue 51)", () => {
  const preloads = async (url: string) => {
    const html = await (await fetch(`${server.url}${url}`)).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  };

  it("the teacher's dashboard and a job's page name their page's code and the shell's, each file served", async () => {
    // Read after beforeAll's build: the web build's own list of what each source file became.
    const webDist = path.resolve(import.meta.dirname, '../../web/dist');
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const plain = new Set(await preloads('/nowhere-at-all'));
    for (const [url, page] of [
      ['/jobseeker/dashboard', 'src/features/profiles/pages/JobseekerDashboardPage.tsx'],
      [`/JOBS/${made.jobId}/`, 'src/features/jobs/pages/JobDetailPage.tsx'],
    ] as const) {
      const named = (await preloads(url)).filter((file) => !plain.has(file));
      expect(named, url).toContain(`/${manifest[page]!.file}`);
      expect(named, url).toContain(`/${manifest['src/app/shell/AppLayout.tsx']!.file}`);
      for (const file of named) expect((await fetch(`${server.url}${file}`)).status, file).toBe(200);
    }
  });
});

describe("a teacher's first screen drawn by the server (issue 51, decision 050)", () => {
  /** The page for a screen with the token as the web app keeps it, in a cookie. */
  const page = async (url: string, token?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${url}`, {
      headers: { ...(token ? { cookie: `authToken=${token}` } : {}), ...headers },
    });
    expect(res.status, url).toBe(200);
    return { res, html: await res.text() };
  };
  /** What the drawn root shows as text, and the answers the page carries for the web app. */
  const drawn = (html: string) => {
    const root =
      /<div id="root"><div inert>([\s\S]*?)<\/div><\/div>\n<script type="application\/json" id="drawn-answers">([^<]*)<\/script>/.exec(
        html,
      );
    if (!root) return undefined;
    const text = root[1]!
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    return { text, answers: JSON.parse(root[2]!) as { queries: { queryKey: unknown[] }[] } };
  };

  it('draws Browse Jobs with the open jobs, her name and the answers it was drawn from, for her browser alone', async () => {
    const { res, html } = await page('/jobseeker/search-jobs', made.tokens.anjali, { 'accept-encoding': 'br' });
    const screen = drawn(html)!;
    expect(screen, html.slice(0, 500)).toBeDefined();
    expect(screen.text).toContain('Browse Jobs');
    expect(screen.text).toContain('Anjali Iyer');
    expect(screen.text).toContain('TGT Mathematics Teacher');
    // Written as the school wrote it: a string replacement would have read `$&` and `$'` as its own.
    expect(screen.text).toContain("Physics $& Chemistry $' Teacher");
    expect(screen.answers.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['/api/auth/me', '/api/jobs']),
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('cookie');
    expect(res.headers.get('content-encoding')).toBe('br');
    // Its styles apply at once; its code waits in a template for them (apps/web/vite/early-calls.ts).
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/AppLayout-[^"]+\.css">/);
    expect(html).toMatch(/<template id="portal-code"><script type="module" crossorigin src="\/assets\/index-/);
    expect(html.slice(0, html.indexOf('<template id="portal-code">'))).not.toContain('modulepreload');
  });

  it("gives a drawn page the screen's tab title in its language", async () => {
    const meenasPage = (await page('/jobseeker/applied-jobs', made.tokens.meena)).html;
    expect(meenasPage).toContain(
      `<title>${translate('hi', '{title} · School Portal', { title: translate('hi', 'Your Applied Jobs') })}</title>`,
    );
  });

  it('draws the sign-in screens for a browser with no session, in the language it asks for, and never for a session', async () => {
    const hindi = await page('/login', undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.html).toContain('<html lang="hi">');
    expect(drawn(hindi.html)?.text).toContain(translate('hi', 'Sign in to School Portal'));
    expect(hindi.res.headers.get('cache-control')).toBe('private, no-store');
    expect(hindi.res.headers.get('vary')).toContain('accept-language');
    // The language chosen on the portal (its cookie) over the browser's.
    const tamil = await page('/register', undefined, { 'accept-language': 'hi', cookie: 'language=ta' });
    expect(tamil.html).toContain('<html lang="ta">');
    expect(drawn(tamil.html)).toBeDefined();
    expect(drawn((await page('/forgot-password')).html)?.text).toContain('Forgot Password');
    // A browser with a session is sent on to its dashboard by the app: nothing is drawn for it.
    const signedIn = await page('/login', made.tokens.anjali);
    expect(drawn(signedIn.html)).toBeUndefined();
    expect(signedIn.html).toContain('class="boot"');
  });

  it("draws each teacher's own screen, in her account's language", async () => {
    const anjali = drawn((await page('/jobseeker/applied-jobs', made.tokens.anjali)).html)!;
    const meenasPage = (await page('/jobseeker/applied-jobs', made.tokens.meena)).html;
    expect(meenasPage).toContain('<html lang="hi">');
    const meena = drawn(meenasPage)!;
    expect(anjali.text).not.toContain('Physics');
    expect(meena.text).toContain("Physics $& Chemistry $' Teacher");
    expect(meena.text).toContain(translate('hi', 'Your Applied Jobs'));
    expect(meena.text).toContain('Meena Kumari');
    expect(meena.text).not.toContain('Anjali');
    const job = drawn((await page(`/jobs/${made.jobId}`, made.tokens.meena)).html)!;
    expect(job.text).toContain('TGT Mathematics Teacher');
  });

  it('sends the page as it always was without a teacher: no cookie, a refused token, a school office, another screen', async () => {
    const plain = (await page('/jobseeker/search-jobs')).html;
    expect(plain).toContain('class="boot"');
    expect(drawn(plain)).toBeUndefined();
    for (const [url, token] of [
      ['/jobseeker/search-jobs', 'not-a-token'],
      ['/jobseeker/search-jobs', made.tokens.staff],
      ['/institute/dashboard', made.tokens.anjali],
    ] as const) {
      const { res, html } = await page(url, token);
      expect(drawn(html), `${url} with ${token.slice(0, 8)}`).toBeUndefined();
      expect(html).toContain('class="boot"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
