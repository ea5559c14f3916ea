import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountActionAnswerSchema, UserIdParamSchema } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { errorAnswers } from '../../http.ts';
import { caller } from '../../plugins/access.ts';
import { applyTransition, type AccountAction } from './transitions.ts';

const ReasonBodySchema = z
  .object({ reason: z.string().trim().max(500, 'Reason must be at most 500 characters.').optional() })
  .nullish();

/** The spec's paths for each decision on an account. */
const ACTION_PATHS: Record<AccountAction, string> = {
  approve: '/api/admin/approve-user/:userId',
  reject: '/api/admin/reject/:userId',
  revoke: '/api/admin/revoke/:userId',
  reopen: '/api/admin/reopen/:userId',
  suspend: '/api/admin/suspend/:userId',
  unsuspend: '/api/admin/unsuspend/:userId',
};

export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  for (const [action, url] of Object.entries(ACTION_PATHS) as [AccountAction, string][]) {
    app.patch(
      url,
      {
        config: { access: ['superAdmin'] },
        schema: {
          tags: ['accounts'],
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} an account`,
          params: UserIdParamSchema,
          body: ReasonBodySchema,
          response: { 200: AccountActionAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const account = await applyTransition(deps.db, {
          target: request.params.userId,
          action,
          actorId: caller(request).id,
          reason: request.body?.reason,
          loginUrl: `${deps.config.publicUrl}/login`,
        });
        return { message: `User ${TRANSITION_DONE[action]} successfully.`, account };
      },
    );
  }
};

const TRANSITION_DONE: Record<AccountAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  revoke: 'revoked',
  reopen: 'reopened',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
};
