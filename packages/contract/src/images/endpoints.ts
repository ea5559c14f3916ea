import { z } from 'zod';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import { IMAGE_MESSAGES } from './messages.ts';

export const ImageKeyParamSchema = z.object({ key: z.uuid({ error: IMAGE_MESSAGES.notFound }) });

const file = z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' });

export const imagesApi = endpoints('images', {
  image: {
    method: 'GET',
    path: '/api/images/:key',
    // An <img> sends no bearer token: the key is random and only handed out by the answers of those who
    // may see the ad, supplier or product the image belongs to; a new image always gets a new key.
    access: 'public',
    summary: 'An image (re-encoded, without metadata) by the key a record gave; cacheable for good',
    params: ImageKeyParamSchema,
    answer: file,
    file: true,
    errors: [400, 404],
  },
  thumbnail: {
    method: 'GET',
    path: '/api/images/:key/thumb',
    access: 'public',
    summary: "An image's thumbnail for cards and lists (JPEG); cacheable for good",
    params: ImageKeyParamSchema,
    answer: file,
    file: true,
    errors: [400, 404],
  },
});
