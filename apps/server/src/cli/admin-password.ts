/**
 * Sets a new password for an account, by e-mail, from the terminal:
 *   npm run admin:password -- superadmin@school-portal.local
 * The password is read without echo (or as one line from stdin when it is not a terminal).
 * Every session of the account ends, and the sign-in failures counted against it are forgotten.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { EmailSchema, PASSWORD_RULES, StrongPasswordSchema } from '@school-portal/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { findAccountByEmail, setPassword } from '../modules/accounts/index.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { clearAccountCounters } from '../plugins/rate-limit.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Asks a question; on a terminal the answer is not shown as it is typed. */
function ask(question: string, lines: AsyncIterator<string> | null): Promise<string> {
  if (lines) return lines.next().then((r) => (r.done ? '' : r.value));
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write(question);
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

const email = EmailSchema().safeParse(process.argv[2] ?? '');
if (!email.success) fail('Usage: npm run admin:password -- EMAIL');

const piped = !process.stdin.isTTY;
const lines = piped ? createInterface({ input: process.stdin })[Symbol.asyncIterator]() : null;
const password = await ask('New password: ', lines);
const checked = StrongPasswordSchema.safeParse(password);
if (!checked.success) fail(`The password needs: ${PASSWORD_RULES.map((r) => r.label.toLowerCase()).join(', ')}.`);
if (!piped && (await ask('Repeat it: ', null)) !== password) fail('The two passwords differ; nothing was changed.');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(database);
  const account = await findAccountByEmail(database.db, email.data);
  if (!account) fail(`No account has the e-mail ${email.data}.`);
  const passwordHash = await hashPassword(checked.data);
  await database.db.transaction(async (tx) => {
    await setPassword(tx, account.id, passwordHash);
    await clearAccountCounters(tx, account.id);
  });
  console.log(
    `Password changed for ${account.email} (user ID ${account.userId}). Every session of this account has ended.`,
  );
} finally {
  await database.close();
}
process.exit(0);
