import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordAnswerSchema,
  ChangePasswordBodySchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  MessageSchema,
  MSG,
  RegisterAnswerSchema,
  RegisterBodySchema,
  SessionUserSchema,
  ResetPasswordBodySchema,
  UserIdParamSchema,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import { createAccount, findAccountByEmail, findAccountById, instituteNameOf, setPassword, toSessionUser } from '../accounts/service.ts';
import { passwordChangedMail, registrationReceivedMail, resetPasswordMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeResetToken, createResetToken } from './resets.ts';
import { signIn } from './sign-in.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db, rateLimits } = deps;

  for (const [url, kind] of [
    ['/api/auth/login', 'member'],
    ['/api/auth/superuser/login', 'superAdmin'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: kind === 'member' ? 'Sign in (institute staff and job seekers)' : 'Sign in (super administrators)',
          body: LoginBodySchema,
          response: { 200: LoginAnswerSchema, ...errorAnswers(400, 401, 403, 429) },
        },
      },
      async (request) => {
        await rateLimits.consume('signInPerIp', request.ip);
        await rateLimits.consume('signInPerAccount', request.body.identifier);
        const answer = await signIn(deps, request.body, kind);
        await rateLimits.reset('signInPerAccount', request.body.identifier);
        return answer;
      },
    );
  }

  app.get(
    '/api/auth/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, as the login answer gives it (without a token)',
        response: { 200: SessionUserSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const account = await findAccountById(db, caller(request).id);
      if (!account) throw unauthorized();
      return toSessionUser(account, await instituteNameOf(db, account.instituteCode));
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register an institute or a job seeker; the account waits for approval',
        body: RegisterBodySchema,
        response: { 201: RegisterAnswerSchema, ...errorAnswers(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await rateLimits.consume('registerPerIp', request.ip);
      await rateLimits.consume('registerPerAccount', request.body.email);
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const account = await db.transaction(async (tx) => {
        const created = await createAccount(tx, {
          role: body.role,
          name: body.name ?? '',
          email: body.email,
          phone: body.phone,
          passwordHash,
          status: 'pending',
          instituteCode: body.role === 'instituteAdmin' ? body.instituteCode : null,
        });
        await enqueueMail(tx, registrationReceivedMail(created.email, created.name, created.userId));
        return created;
      });
      return reply.code(201).send({ message: MSG.registrationToast, userId: account.userId });
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link; answers the same whether or not the e-mail is known',
        body: ForgotPasswordBodySchema,
        response: { 200: ForgotPasswordAnswerSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await rateLimits.consume('forgotPerIp', request.ip);
      await rateLimits.consume('forgotPerAccount', request.body.email);
      const account = await findAccountByEmail(db, request.body.email);
      if (account) {
        await db.transaction(async (tx) => {
          const token = await createResetToken(tx, account.id, new Date());
          const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await enqueueMail(tx, resetPasswordMail(account.email, account.name, link));
        });
      }
      return { ok: true, message: MSG.resetLinkSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset e-mail',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await rateLimits.consume('forgotPerIp', request.ip);
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        const accountId = await consumeResetToken(tx, request.body.token, new Date());
        if (!accountId) {
          const message = 'This reset link is invalid or has expired. Please ask for a new one.';
          throw badRequest(message, { token: message });
        }
        const account = await setPassword(tx, accountId, passwordHash);
        await enqueueMail(tx, passwordChangedMail(account.email, account.name));
      });
      return { message: 'Your password has been reset. You can sign in now.' };
    },
  );

  app.put(
    '/api/auth/change-password/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "Change the caller's own password; other sessions end",
        params: UserIdParamSchema,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordAnswerSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const me = callerNamed(request, request.params.userId, 'You can only change your own password.');
      await rateLimits.consume('signInPerAccount', me.id);
      const { currentPassword, newPassword } = request.body;
      const account = await findAccountById(db, me.id);
      if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
        throw badRequest('Current password is incorrect.', { currentPassword: 'Current password is incorrect.' });
      }
      if (currentPassword === newPassword) {
        throw badRequest('New password must differ from the current one.', { newPassword: 'New password must differ from the current one.' });
      }
      const passwordHash = await hashPassword(newPassword);
      const updated = await db.transaction(async (tx) => {
        const row = await setPassword(tx, me.id, passwordHash);
        await enqueueMail(tx, passwordChangedMail(row.email, row.name));
        return row;
      });
      return { message: MSG.passwordChanged, token: await deps.tokens.sign({ sub: updated.id, tv: updated.tokenVersion }) };
    },
  );
};
