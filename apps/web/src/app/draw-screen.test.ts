import { describe, expect, it } from 'vitest';
import { drawScreen, MOST_WAITING } from './draw-screen';

/*
 * The server draws one screen at a time (app/draw-screen.tsx, decision 050); past MOST_WAITING drawings waiting, a
 * page goes undrawn at once rather than late. Drawn here in Node, as the server's bundle draws, with the portal's
 * API held back so that every drawing is still waiting when the next is asked.
 */
describe("the server's drawing of a teacher's screen (app/draw-screen.tsx)", () => {
  it('draws one at a time, and answers at once, undrawn, past the ones already waiting', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answers: Record<string, unknown> = {
      '/api/hiring/unread': { unread: 0, threads: [] },
      '/api/auth/me': {
        _id: 'u',
        userId: 'JS1',
        name: 'Kavya Deshpande',
        instituteName: null,
        instituteCode: null,
        role: 'jobseeker',
        isProfileCompleted: true,
        language: 'en',
      },
    };
    const ask = async (url: string) => {
      await held;
      const path = url.split('?')[0]!;
      return new Response(JSON.stringify(answers[path] ?? []), { headers: { 'content-type': 'application/json' } });
    };
    const request = {
      url: '/jobseeker/applied-jobs',
      session: {
        authToken: 't',
        userId: 'JS1',
        role: 'jobseeker' as const,
        name: 'Kavya Deshpande',
        instituteCode: null,
      },
      language: 'en' as const,
      phone: true,
      ask,
    };
    const drawings = Array.from({ length: MOST_WAITING + 2 }, () => drawScreen(request));
    // Past the ones waiting: undrawn, without waiting for any of them.
    expect(await Promise.race([drawings[MOST_WAITING], held.then(() => 'waited')])).toBeUndefined();
    expect(await drawings[MOST_WAITING + 1]).toBeUndefined();
    release();
    const drawn = await Promise.all(drawings.slice(0, MOST_WAITING));
    for (const screen of drawn) expect(screen?.html).toContain('Kavya Deshpande');
    // Once they are done, the next is drawn again.
    expect((await drawScreen(request))?.html).toContain('Your Applied Jobs');
  }, 60_000);
});
