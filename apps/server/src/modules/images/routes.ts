import type { FastifyInstance } from 'fastify';
import { IMAGE_MESSAGES, imagesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { readImage } from './service.ts';

// A key names one image for good (a changed photo gets a new key), so any cache may keep it.
const FOREVER = 'public, max-age=31536000, immutable';

export async function imageRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  for (const [endpoint, size] of [
    [imagesApi.image, 'full'],
    [imagesApi.thumbnail, 'thumb'],
  ] as const) {
    route(app, endpoint, async (request) => {
      const image = await readImage(deps.db, request.params.key, size);
      if (!image) throw notFound(IMAGE_MESSAGES.notFound);
      return { ...image, cacheControl: FOREVER };
    });
  }
}
