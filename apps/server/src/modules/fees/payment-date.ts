import { FEE_MESSAGES, type Role } from '@school-portal/contract';
import { AppError, badRequest } from '../../errors.ts';
import { indianToday } from './fee-math.ts';

/** Who dates a payment, and how far back a clerk may. */
export interface DatingRules {
  role: Role;
  backdateDays: number;
}

/** What the receipt keeps about its date: set only for a payment dated before the day it is recorded. */
export interface PaymentDating {
  paidOnChosenBy: string | null;
  paidOnReason: string | null;
}

export const DATED_TODAY: PaymentDating = { paidOnChosenBy: null, paidOnReason: null };

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The late fee is counted to the payment date, so the date is what a clerk could move to dodge one,
 * which only the admin may waive (decision 013). A payment is dated today, or back with a reason: a
 * clerk up to `backdateDays`, the institute admin any day; never after today (Indian calendar).
 */
export function checkPaymentDate(
  paidOn: string,
  reason: string | undefined,
  by: { id: string } & DatingRules,
  now = new Date(),
): PaymentDating {
  const today = indianToday(now);
  if (paidOn > today) throw badRequest(FEE_MESSAGES.paidInFuture, { paidOn: FEE_MESSAGES.paidInFuture });
  if (paidOn === today) return DATED_TODAY;
  if (by.role !== 'instituteAdmin' && paidOn < daysBefore(today, by.backdateDays)) {
    const message = FEE_MESSAGES.paidTooLongAgo(by.backdateDays);
    throw new AppError(403, message, { paidOn: message });
  }
  if (!reason) throw badRequest(FEE_MESSAGES.paidOnReasonRequired, { paidOnReason: FEE_MESSAGES.paidOnReasonRequired });
  return { paidOnChosenBy: by.id, paidOnReason: reason };
}
