import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_ACTION_ENDPOINTS,
  ACCOUNT_ACTION_MESSAGES,
  ACCOUNT_LISTS,
  accountsApi,
  type AccountListName,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { accountHistory, adminSummary, codeClaims, listAccounts, type CountPendingAds } from './queries.ts';
import { applyTransition } from './transitions.ts';

/** `countPendingAds` comes from the vehicles module (app.ts hands it in): the summary shows the ads waiting for review. */
export async function accountRoutes(
  app: FastifyInstance,
  { deps, countPendingAds }: { deps: Deps; countPendingAds: CountPendingAds },
) {
  route(app, accountsApi.summary, async () => adminSummary(deps.db, countPendingAds));

  // The five lists differ only in what they hold (ACCOUNT_LISTS); each path is written in the contract.
  for (const list of Object.keys(ACCOUNT_LISTS) as AccountListName[]) {
    route(app, accountsApi[list], async (request) => listAccounts(deps.db, list, request.query));
  }

  route(app, accountsApi.history, async (request) => accountHistory(deps.db, request.params.userId));
  route(app, accountsApi.codeClaims, async (request) => codeClaims(deps.db, request.params.userId));

  for (const [action, endpoint] of Object.entries(ACCOUNT_ACTION_ENDPOINTS) as [
    keyof typeof ACCOUNT_ACTION_ENDPOINTS,
    (typeof ACCOUNT_ACTION_ENDPOINTS)[keyof typeof ACCOUNT_ACTION_ENDPOINTS],
  ][]) {
    route(app, endpoint, async (request) => {
      const account = await applyTransition(deps.db, {
        target: request.params.userId,
        action,
        actorId: caller(request).id,
        reason: request.body?.reason,
        loginUrl: `${deps.config.publicUrl}/login`,
      });
      return { message: ACCOUNT_ACTION_MESSAGES[action].ok, account };
    });
  }
}
