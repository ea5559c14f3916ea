import { MODERATION_MESSAGES, renderText, type BatchDecisionAnswer, type QueueRef } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Translate } from '../../http/language.ts';
import { SOURCES, type Links } from './sources.ts';
import { templateText } from './templates.ts';

export interface BatchInput {
  action: 'approve' | 'reject';
  items: QueueRef[];
  reason?: string | undefined;
  templateId?: string | undefined;
}

/**
 * Decides each item in its own transaction, one after the other, through its domain's single
 * decision: one item failing (decided meanwhile, gone) leaves the others decided, and the answer
 * says which failed and why, in the caller's language (`t`).
 */
export async function decideBatch(
  db: Db,
  input: BatchInput,
  actorId: string,
  links: Links,
  log: (err: unknown) => void,
  t: Translate,
): Promise<BatchDecisionAnswer> {
  const reason = input.templateId ? await templateText(db, input.templateId) : input.reason?.trim() || null;
  if (input.action === 'reject' && !reason && input.items.some((i) => i.kind === 'ad')) {
    throw badRequest(MODERATION_MESSAGES.reasonRequiredForAds, { reason: MODERATION_MESSAGES.reasonRequiredForAds });
  }
  const decided: QueueRef[] = [];
  const failed: BatchDecisionAnswer['failed'] = [];
  for (const item of input.items) {
    try {
      await SOURCES[item.kind].decide(db, { id: item.id, action: input.action, reason, actorId }, links);
      decided.push(item);
    } catch (err) {
      // An unexpected fault is logged and reported for its item alone, without its internals.
      if (!(err instanceof AppError)) log(err);
      failed.push({
        ...item,
        message: renderText(err instanceof AppError ? err.texts.message : MODERATION_MESSAGES.decisionFailed, t),
      });
    }
  }
  return { message: renderText(MODERATION_MESSAGES.decided(input.action, decided.length), t), decided, failed };
}
