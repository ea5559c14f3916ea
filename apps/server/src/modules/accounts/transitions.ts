import { and, eq, inArray } from 'drizzle-orm';
import type { AccountAction, AccountStatus } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { accountEvents, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { enqueueMail, type Mail } from '../../mail/outbox.ts';
import { notify } from '../notifications/service.ts';
import { findAccountByAnyId, toAccount, type AccountRow } from './service.ts';

interface Transition {
  from: readonly AccountStatus[];
  to: AccountStatus;
  /** Past tense for messages: "User approved", "cannot be approved". */
  done: string;
  notice?: (account: AccountRow, reason: string | null) => string;
  mail?: (account: AccountRow, reason: string | null, loginUrl: string) => Omit<Mail, 'to'>;
}

/** The account life cycle: pending → approved | rejected; approved ⇄ suspended; revoke and reopen go back to pending. */
export const TRANSITIONS = {
  approve: {
    from: ['pending'],
    to: 'approved',
    done: 'approved',
    notice: () => 'Your account has been approved. Welcome to School Portal!',
    mail: (a, _r, loginUrl) => ({
      subject: 'Your School Portal account is approved',
      text: `Hello ${a.name},\n\nYour School Portal account (user ID ${a.userId}) has been approved. You can sign in now:\n${loginUrl}\n\nSchool Portal`,
    }),
  },
  reject: {
    from: ['pending'],
    to: 'rejected',
    done: 'rejected',
    notice: (_a, reason) => `Your registration was not approved.${reason ? ` Reason: ${reason}` : ''}`,
    mail: (a, reason) => ({
      subject: 'Your School Portal registration was not approved',
      text: `Hello ${a.name},\n\nYour School Portal registration (user ID ${a.userId}) was not approved.${reason ? `\nReason: ${reason}` : ''}\n\nIf you think this is a mistake, reply to this e-mail.\n\nSchool Portal`,
    }),
  },
  revoke: {
    from: ['approved'],
    to: 'pending',
    done: 'revoked',
    notice: () => 'Your account approval was revoked and is awaiting review again.',
  },
  reopen: {
    from: ['rejected'],
    to: 'pending',
    done: 'reopened',
    notice: () => 'Your registration has been reopened for review.',
  },
  suspend: {
    from: ['approved'],
    to: 'suspended',
    done: 'suspended',
    notice: (_a, reason) => `Your account has been suspended.${reason ? ` Reason: ${reason}` : ''}`,
    mail: (a, reason) => ({
      subject: 'Your School Portal account is suspended',
      text: `Hello ${a.name},\n\nYour School Portal account (user ID ${a.userId}) has been suspended and can no longer sign in.${reason ? `\nReason: ${reason}` : ''}\n\nPlease contact the administrator if you have questions.\n\nSchool Portal`,
    }),
  },
  unsuspend: {
    from: ['suspended'],
    to: 'approved',
    done: 'unsuspended',
    notice: () => 'Your account has been reactivated.',
    mail: (a, _r, loginUrl) => ({
      subject: 'Your School Portal account is active again',
      text: `Hello ${a.name},\n\nYour School Portal account (user ID ${a.userId}) is active again. You can sign in here:\n${loginUrl}\n\nSchool Portal`,
    }),
  },
} as const satisfies Record<AccountAction, Transition>;

/**
 * Applies one decision in one transaction with its audit row, notification and mail.
 * The status update is conditional, so of two admins acting at once only one succeeds.
 */
export async function applyTransition(
  db: Db,
  input: { target: string; action: AccountAction; actorId: string; reason?: string | null; loginUrl: string },
) {
  const t: Transition = TRANSITIONS[input.action];
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const current = await findAccountByAnyId(tx, input.target);
    if (!current) throw notFound('No such account.');
    if (current.role === 'superAdmin') throw new AppError(403, 'Super administrator accounts cannot be changed here.');
    const [updated] = await tx
      .update(users)
      .set({
        status: t.to,
        updatedAt: new Date(),
        ...(input.action === 'reject' ? { rejectionReason: reason } : {}),
        ...(input.action === 'reopen' ? { rejectionReason: null } : {}),
      })
      .where(and(eq(users.id, current.id), inArray(users.status, t.from)))
      .returning();
    if (!updated) {
      const fresh = (await findAccountByAnyId(tx, current.id)) ?? current;
      throw conflict(
        fresh.status === t.to
          ? `This account is already ${t.to}.`
          : `This account is ${fresh.status}; only ${t.from.join(' or ')} accounts can be ${t.done}.`,
      );
    }
    await tx.insert(accountEvents).values({
      accountId: updated.id,
      actorId: input.actorId,
      action: input.action,
      fromStatus: current.status,
      toStatus: t.to,
      reason,
    });
    if (t.notice) await notify(tx, updated.id, t.notice(updated, reason));
    if (t.mail) await enqueueMail(tx, { to: updated.email, ...t.mail(updated, reason, input.loginUrl) });
    return toAccount(updated);
  });
}
