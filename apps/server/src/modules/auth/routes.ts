import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, RESET_LINK_MESSAGES, authApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import { resetLinkState } from './resets.ts';
import {
  appeal,
  changePassword,
  currentUser,
  forgotPassword,
  register,
  resetPassword,
  signIn,
  signOut,
  updateMe,
} from './service.ts';

export async function authRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { rateLimits } = deps;

  route(app, authApi.login, async (request) => signIn(deps, request.body, 'member', request.ip));
  route(app, authApi.superuserLogin, async (request) => signIn(deps, request.body, 'superAdmin', request.ip));
  route(app, authApi.appeal, async (request) => appeal(deps, request.body, request.ip));
  route(app, authApi.me, async (request) => currentUser(deps, caller(request)));
  route(app, authApi.updateMe, async (request) => updateMe(deps, caller(request), request.body));
  route(app, authApi.logout, async (request) => signOut(deps, caller(request)));

  route(app, authApi.register, async (request) => {
    await rateLimits.consume('registerPerIp', request.ip);
    await rateLimits.consume('registerPerAccount', request.body.email);
    return register(deps, request.body, requestLanguage(request));
  });

  route(app, authApi.forgotPassword, async (request) => {
    // Bound to the asking address: another address asking for someone's resets never refuses the owner.
    await rateLimits.consume('forgotPerIp', request.ip);
    await rateLimits.consumePair('forgotPerAccountAndIp', request.body.email, request.ip);
    return forgotPassword(deps, request.body.email);
  });

  route(app, authApi.resetLinkState, async (request) => {
    const state = await resetLinkState(deps.db, request.body.token, new Date());
    return {
      state,
      message: {
        valid: RESET_LINK_MESSAGES.valid,
        used: RESET_LINK_MESSAGES.used,
        expired: AUTH_MESSAGES.resetLinkInvalid,
      }[state],
    };
  });
  route(app, authApi.resetPassword, async (request) => {
    await rateLimits.consume('forgotPerIp', request.ip);
    return resetPassword(deps, request.body.token, request.body.newPassword);
  });

  route(app, authApi.changePassword, async (request) => {
    const me = callerNamed(request, request.params.userId, AUTH_MESSAGES.ownPasswordOnly);
    return changePassword(deps, me, request.body, request.ip);
  });
}
