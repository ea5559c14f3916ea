import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './access.ts';

/**
 * Serves the built web app; any other GET that is not an API call gets index.html,
 * so the browser's router decides (unknown paths go to /login there).
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !isApiPath(url) && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No such endpoint: ${request.method} ${url}` });
  });
}
