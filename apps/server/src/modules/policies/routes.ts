import type { FastifyInstance, FastifyReply } from 'fastify';
import { policiesApi, type PolicyKey } from '@school-portal/contract';
import { route } from '../../http/route.ts';
import { loadPolicyTexts } from './service.ts';

/** The three documents a visitor agrees to on /register, served as plain text. */
export async function policyRoutes(app: FastifyInstance) {
  const texts = await loadPolicyTexts();
  const serve = (key: PolicyKey) => async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return texts[key];
  };
  route(app, policiesApi.terms, serve('terms'));
  route(app, policiesApi.privacy, serve('privacy'));
  route(app, policiesApi.guidelines, serve('guidelines'));
}
