import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_DOCUMENTS } from '@school-portal/contract';
import { POLICY_TEXTS_DIR } from '../../paths.ts';

/** The three documents a visitor agrees to on /register, served as plain text. */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const doc of POLICY_DOCUMENTS) {
    const text = await readFile(path.join(POLICY_TEXTS_DIR, `${doc.key}.txt`), 'utf8');
    app.get(
      doc.path,
      {
        config: { access: 'public' },
        schema: { tags: ['policies'], summary: doc.title, response: { 200: z.string() } },
      },
      async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text),
    );
  }
};
