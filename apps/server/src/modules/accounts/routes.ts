import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ACTION_PATHS,
  ACCOUNT_LISTS,
  AccountActionAnswerSchema,
  AccountEventSchema,
  AccountListQuerySchema,
  AccountSchema,
  AdminSummarySchema,
  ReasonBodySchema,
  TOTAL_COUNT_HEADER,
  UserIdParamSchema,
  type AccountAction,
  type AccountListName,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { errorAnswers } from '../../http.ts';
import { caller } from '../../plugins/access.ts';
import { accountHistory, adminSummary, listAccounts } from './queries.ts';
import { findAccountByAnyId } from './service.ts';
import { applyTransition, TRANSITIONS } from './transitions.ts';

const superAdminOnly = { access: ['superAdmin'] } as const;

export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/summary',
    {
      config: superAdminOnly,
      schema: { tags: ['accounts'], summary: 'Counts for the super admin dashboard', response: { 200: AdminSummarySchema, ...errorAnswers(401, 403) } },
    },
    async () => adminSummary(deps.db),
  );

  for (const list of Object.keys(ACCOUNT_LISTS) as AccountListName[]) {
    app.get(
      `/api/admin/${list}`,
      {
        config: superAdminOnly,
        schema: {
          tags: ['accounts'],
          summary: `Accounts: ${list.replace('-', ' ')} (page, limit, q, role); the full count is in the ${TOTAL_COUNT_HEADER} header`,
          querystring: AccountListQuerySchema,
          response: { 200: z.array(AccountSchema), ...errorAnswers(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { items, total } = await listAccounts(deps.db, list, request.query);
        reply.header(TOTAL_COUNT_HEADER, String(total));
        return items;
      },
    );
  }

  app.get(
    '/api/admin/accounts/:userId/history',
    {
      config: superAdminOnly,
      schema: {
        tags: ['accounts'],
        summary: "An account's audit trail, newest first",
        params: UserIdParamSchema,
        response: { 200: z.array(AccountEventSchema), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const account = await findAccountByAnyId(deps.db, request.params.userId);
      if (!account || account.role === 'superAdmin') throw notFound('No such account.');
      return accountHistory(deps.db, account.id);
    },
  );

  for (const [action, segment] of Object.entries(ACCOUNT_ACTION_PATHS) as [AccountAction, string][]) {
    app.patch(
      `/api/admin/${segment}/:userId`,
      {
        config: superAdminOnly,
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
        return { message: `User ${TRANSITIONS[action].done} successfully.`, account };
      },
    );
  }
};
