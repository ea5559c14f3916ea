import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { CaughtMail } from '../../apps/server/test/mail-catcher.ts';
import { E2E } from './env.ts';

function mailsTo(address: string): CaughtMail[] {
  return readdirSync(E2E.mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(E2E.mailDir, f), 'utf8')) as CaughtMail)
    .filter((m) => m.to.includes(address));
}

/** Waits for the delivery worker to hand a matching mail to the SMTP catcher. */
export async function waitForMail(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(() => (found = mailsTo(address).findLast((m) => subject.test(m.subject))), {
      timeout: 15_000,
      message: `mail to ${address}`,
    })
    .toBeTruthy();
  return found!;
}
