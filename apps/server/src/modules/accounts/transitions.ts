import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_NOTICES,
  icu,
  type AccountEventAction,
  type AccountStatus,
} from '@school-portal/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountEvents, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { translatorFor, type Translate } from '../../http/language.ts';
import { layoutMail, type MailContent } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/index.ts';
import { findAccountByAnyId, instituteNameOf, toAccount, type AccountRow } from './service.ts';

interface Transition {
  from: readonly AccountStatus[];
  to: AccountStatus;
  /** Past tense for messages: "cannot be approved". */
  done: string;
  /** The account's tokens stop working: it may no longer use the portal, or only after a new review. */
  endsSessions?: boolean;
  /** The reason, when given, is part of the notification (ACCOUNT_NOTICES) every decision leaves. */
  tellsReason?: boolean;
  /** Allowed once in an account's life (an appeal). */
  once?: string;
  mail?: (
    m: { userId: string; reason: string | null; loginUrl: string },
    t: Translate,
  ) => Pick<MailContent, 'subject' | 'paragraphs'>;
}

const because = (reason: string | null, t: Translate) =>
  reason ? `\n${t(/*i18n*/ 'Reason: {reason}', { reason })}` : '';

/** The account life cycle: pending → approved | rejected; approved ⇄ suspended; revoke and reopen go back to pending. */
export const TRANSITIONS = {
  approve: {
    from: ['pending'],
    to: 'approved',
    done: 'approved',
    mail: ({ userId, loginUrl }, t) => ({
      subject: t(/*i18n*/ 'Your School Portal account is approved'),
      paragraphs: [
        t(
          /*i18n*/ 'Your School Portal account (user ID {userId}) has been approved. You can sign in now:\n{loginUrl}',
          {
            userId,
            loginUrl,
          },
        ),
      ],
    }),
  },
  reject: {
    from: ['pending'],
    to: 'rejected',
    done: 'rejected',
    endsSessions: true,
    tellsReason: true,
    mail: ({ userId, reason }, t) => ({
      subject: t(/*i18n*/ 'Your School Portal registration was not approved'),
      paragraphs: [
        t(/*i18n*/ 'Your School Portal registration (user ID {userId}) was not approved.', { userId }) +
          because(reason, t),
        t(
          /*i18n*/ 'If some details were wrong, you are welcome to register again with the correct ones. This mailbox is not read, so please do not reply to this e-mail.',
        ),
      ],
    }),
  },
  revoke: {
    from: ['approved'],
    to: 'pending',
    done: 'revoked',
    endsSessions: true,
    mail: ({ userId }, t) => ({
      subject: t(/*i18n*/ 'Your School Portal account is under review again'),
      paragraphs: [
        t(
          /*i18n*/ 'The approval of your School Portal account (user ID {userId}) was withdrawn, and the account is awaiting review again. You cannot sign in until it is approved; you will hear from us by e-mail.',
          { userId },
        ),
      ],
    }),
  },
  reopen: {
    from: ['rejected'],
    to: 'pending',
    done: 'reopened',
    mail: ({ userId }, t) => ({
      subject: t(/*i18n*/ 'Your School Portal registration is being reviewed again'),
      paragraphs: [
        t(
          /*i18n*/ 'Your School Portal registration (user ID {userId}) has been reopened and is awaiting review again. You will receive an e-mail when it is decided.',
          { userId },
        ),
      ],
    }),
  },
  suspend: {
    from: ['approved'],
    to: 'suspended',
    done: 'suspended',
    endsSessions: true,
    tellsReason: true,
    mail: ({ userId, reason }, t) => ({
      subject: t(/*i18n*/ 'Your School Portal account is suspended'),
      paragraphs: [
        t(/*i18n*/ 'Your School Portal account (user ID {userId}) has been suspended and can no longer sign in.', {
          userId,
        }) + because(reason, t),
        t(/*i18n*/ 'Please contact the administrator if you have questions.'),
      ],
    }),
  },
  unsuspend: {
    from: ['suspended'],
    to: 'approved',
    done: 'unsuspended',
    mail: ({ userId, loginUrl }, t) => ({
      subject: t(/*i18n*/ 'Your School Portal account is active again'),
      paragraphs: [
        t(/*i18n*/ 'Your School Portal account (user ID {userId}) is active again. You can sign in here:\n{loginUrl}', {
          userId,
          loginUrl,
        }),
      ],
    }),
  },
  // The applicant's own step: a rejected registration, appealed once with a message, waits for review again.
  appeal: {
    from: ['rejected'],
    to: 'pending',
    done: 'appealed',
    once: ACCOUNT_MESSAGES.appealedOnce,
    mail: ({ userId }, t) => ({
      subject: t(/*i18n*/ 'Your appeal was received'),
      paragraphs: [
        t(
          /*i18n*/ 'Your appeal of the decision on your School Portal registration (user ID {userId}) was received, and the registration is awaiting review again. You will receive an e-mail when it is decided.',
          { userId },
        ),
      ],
    }),
  },
} as const satisfies Record<AccountEventAction, Transition>;

/**
 * Applies one decision in one transaction with its audit row, notification and mail.
 * The row is locked first, so the status the decision starts from is the one it changes: of two
 * admins acting at once, the second sees the first one's result.
 */
export async function applyTransition(
  /** A transaction too: the decision is then part of a larger change (a savepoint within it). */
  db: DbOrTx,
  input: {
    target: string;
    action: AccountEventAction;
    actorId: string;
    reason?: string | null | undefined;
    loginUrl: string;
    /** Limits whom the caller may act on (an institute admin: their own staff); anyone else is not found. */
    onlyIf?: (account: AccountRow) => boolean;
    notFoundMessage?: string;
  },
) {
  const step: Transition = TRANSITIONS[input.action];
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const found = await findAccountByAnyId(tx, input.target);
    if (!found || (input.onlyIf && !input.onlyIf(found)))
      throw notFound(input.notFoundMessage ?? ACCOUNT_MESSAGES.notFound);
    if (found.role === 'superAdmin') throw new AppError(403, ACCOUNT_MESSAGES.superAdminUnchangeable);
    const [current] = await tx.select().from(users).where(eq(users.id, found.id)).for('update');
    // An erased account is gone for every decision: unsuspending it would revive an emptied row.
    if (!current || current.erasedAt) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (!step.from.includes(current.status)) {
      // Every step starts from one status (`from` has one); selects let the translations inflect each word.
      throw conflict(
        current.status === step.to
          ? icu(
              /*i18n*/ 'This account is already {status, select, pending {pending} approved {approved} rejected {rejected} other {suspended}}.',
              { status: step.to },
            )
          : icu(
              /*i18n*/ 'This account is {status, select, pending {pending} approved {approved} rejected {rejected} other {suspended}}; only {from, select, pending {pending} approved {approved} rejected {rejected} other {suspended}} accounts can be {done, select, approved {approved} rejected {rejected} revoked {revoked} reopened {reopened} suspended {suspended} unsuspended {unsuspended} other {appealed}}.',
              { status: current.status, from: step.from.join(' or '), done: step.done },
            ),
      );
    }
    if (step.once) {
      const [earlier] = await tx
        .select({ id: accountEvents.id })
        .from(accountEvents)
        .where(and(eq(accountEvents.accountId, current.id), eq(accountEvents.action, input.action)))
        .limit(1);
      if (earlier) throw conflict(step.once);
    }
    const updated = await updateStatus(tx, current, step, input.action, reason);
    await tx.insert(accountEvents).values({
      accountId: updated.id,
      actorId: input.actorId,
      action: input.action,
      fromStatus: current.status,
      toStatus: step.to,
      reason,
    });
    // The account holder reads of the decision in their own account's language, in the portal and by e-mail.
    const t = translatorFor(updated.language);
    const decision = { label: ACCOUNT_NOTICES[input.action] };
    await notify(
      tx,
      updated.id,
      step.tellsReason && reason
        ? { id: 'accountDecisionReason', values: { decision, reason } }
        : { id: 'accountDecision', values: { decision } },
    );
    if (step.mail) {
      const name = updated.name || (await instituteNameOf(tx, updated.instituteCode)) || updated.instituteCode;
      const mail = step.mail({ userId: updated.userId, reason, loginUrl: input.loginUrl }, t);
      const action = { label: t(/*i18n*/ 'Go to School Portal'), url: input.loginUrl };
      await enqueueMail(tx, layoutMail({ to: updated.email, name, language: updated.language, ...mail, action }));
    }
    return toAccount(updated);
  });
}

async function updateStatus(
  tx: Tx,
  current: AccountRow,
  t: Transition,
  action: AccountEventAction,
  reason: string | null,
) {
  try {
    const [row] = await tx
      .update(users)
      .set({
        status: t.to,
        updatedAt: new Date(),
        ...(t.endsSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        ...(action === 'reject' ? { rejectionReason: reason } : {}),
        ...(action === 'reopen' ? { rejectionReason: null } : {}),
      })
      .where(eq(users.id, current.id))
      .returning();
    return row!;
  } catch (err) {
    // Reopening a registration whose institute code another registration has claimed since.
    if (isUniqueViolation(err, 'users_institute_admin_code_key')) {
      throw conflict(ACCOUNT_MESSAGES.codeClaimedSince);
    }
    throw err;
  }
}
