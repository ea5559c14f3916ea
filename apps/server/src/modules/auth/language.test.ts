import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@school-portal/contract';
import { users } from '../../db/schema/index.ts';
import { createUser, signedIn } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, body: object, language?: string) =>
  app.inject({ method: 'POST', url, payload: body, headers: language ? { 'accept-language': language } : {} });

describe('answers in the caller’s language', () => {
  it('a refused field comes back in Hindi with Accept-Language: hi, in Tamil with ta, in English without', async () => {
    const body = { email: 'not-an-email' };
    const hi = await post('/api/auth/forgot-password', body, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toEqual({ message: 'सही ईमेल पता डालें।', fieldErrors: { email: 'सही ईमेल पता डालें।' } });
    const ta = await post('/api/auth/forgot-password', body, 'ta');
    expect(ta.json().fieldErrors).toEqual({ email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.' });
    const en = await post('/api/auth/forgot-password', body, 'fr-FR');
    expect(en.json().fieldErrors).toEqual({ email: 'Enter a valid email address.' });
  });

  it("zod's own words for a rule with no message of ours come from zod's locale", async () => {
    const res = await post('/api/auth/login', { identifier: 'JS100001', password: 42 }, 'hi');
    expect(res.statusCode).toBe(400);
    // Not English, not empty: zod's Hindi for an unexpected type.
    expect(res.json().fieldErrors.password).toMatch(/[\u0900-\u097F]/);
  });

  it("a success answer's message of ours is in the caller's language too, English as it was", async () => {
    const body = { email: 'nobody.here@example.com' };
    expect((await post('/api/auth/forgot-password', body, 'hi')).json().message).toBe(
      'पासवर्ड रीसेट लिंक आपके ईमेल पर भेज दिया गया है।',
    );
    expect((await post('/api/auth/forgot-password', body, 'ta')).json().message).toBe(
      'கடவுச்சொல் மீட்டமைப்பு இணைப்பு உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டது.',
    );
    expect((await post('/api/auth/forgot-password', body)).json().message).toBe(AUTH_MESSAGES.resetLinkSent);
  });

  it("a rejected applicant reads the refusal and the reviewer's reason in their language; English as the spec words it", async () => {
    const { account, password } = await createUser(app, { status: 'rejected' });
    await app.deps.db
      .update(users)
      .set({ rejectionReason: 'The phone {number} did not answer.' })
      .where(eq(users.id, account.id));
    const body = { identifier: account.email, password };
    expect((await post('/api/auth/login', body)).json().message).toBe(
      'Your registration was rejected. Reason: The phone {number} did not answer.',
    );
    // The translation begins with the words of the refusal alone, as the sign-in screen's appeal form looks for them.
    expect((await post('/api/auth/login', body, 'hi')).json().message).toBe(
      'आपका रजिस्ट्रेशन अस्वीकार कर दिया गया। कारण: The phone {number} did not answer.',
    );
    expect((await post('/api/auth/login', body, 'ta')).json().message).toBe(
      'உங்கள் பதிவு நிராகரிக்கப்பட்டது. காரணம்: The phone {number} did not answer.',
    );
  });

  it("a field too long comes back with the schema's own message in Tamil, a job's title of 151 characters", async () => {
    const admin = await signedIn(app, { role: 'instituteAdmin' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: { title: 'க'.repeat(151) },
      headers: { ...admin.headers, 'accept-language': 'ta' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.title).toBe('தலைப்பு அதிகபட்சம் 150 எழுத்துகள்.');
  });

  it('a refusal of the service is translated too: a wrong password in Tamil', async () => {
    const { account } = await createUser(app);
    const res = await post('/api/auth/login', { identifier: account.email, password: 'wrong-password' }, 'ta');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('மின்னஞ்சல்/பயனர் ID அல்லது கடவுச்சொல் தவறு.');
  });
});

describe('the account’s language', () => {
  it('a registration in Hindi is greeted in Hindi, and the account keeps the language', async () => {
    const email = 'sunita.verma@example.com';
    const res = await post(
      '/api/auth/register',
      { role: 'jobseeker', name: 'Sunita Verma', email, phone: '9876501234', password: 'Secret@123' },
      'hi',
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await outbox(app, email);
    expect(mail!.subject).toBe('स्कूल पोर्टल पर आपका रजिस्ट्रेशन हमें मिल गया है');
    expect(mail!.text).toContain('नमस्ते Sunita Verma,');
    expect(mail!.text).toContain(`आपका यूज़र ID ${res.json().userId} है।`);
  });

  it('a user chooses Tamil: sign-in answers it, and the reset mail is written in Tamil', async () => {
    const user = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
    const { account, password } = user;
    const saved = await app.as(user).patch('/api/auth/me', { language: 'ta' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('ta');
    const login = await post('/api/auth/login', { identifier: account.email, password });
    expect(login.json().language).toBe('ta');
    await post('/api/auth/forgot-password', { email: account.email });
    const mails = await outbox(app, account.email);
    const reset = mails.at(-1)!;
    expect(reset.subject).toBe('உங்கள் பள்ளி போர்டல் கடவுச்சொல்லை மீட்டமையுங்கள்');
    expect(reset.text).toMatch(/^வணக்கம் .+,/);
    expect(reset.text).toContain('/reset-password?token=');
  });

  it('refuses a language the portal does not speak, naming the field', async () => {
    const user = await signedIn(app);
    const res = await app.as(user).patch('/api/auth/me', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ language: 'Choose English, Hindi or Tamil.' });
  });
});
