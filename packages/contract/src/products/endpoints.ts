import { z } from 'zod';
import { MessageSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import { imagesBodyLimit } from '../images/rules.ts';
import {
  MAX_PRODUCT_IMAGES,
  ProductAnswerSchema,
  ProductBodySchema,
  ProductIdParamSchema,
  ProductListQuerySchema,
  ProductSchema,
} from './schemas.ts';

const superAdmin = ['superAdmin'] as const;
const readers = ['superAdmin', 'instituteAdmin'] as const;

/** The products of the catalogue's suppliers; institute admins see those of active suppliers. */
export const productsApi = endpoints('products', {
  list: {
    method: 'GET',
    path: '/api/products',
    access: readers,
    summary: 'Products by name, with filters by category and supplier',
    query: ProductListQuerySchema,
    answer: z.array(ProductSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  get: {
    method: 'GET',
    path: '/api/products/:id',
    access: readers,
    summary: 'One product',
    params: ProductIdParamSchema,
    answer: ProductSchema,
    errors: [400, 401, 403, 404],
  },
  create: {
    method: 'POST',
    path: '/api/products',
    access: superAdmin,
    summary: `Add a product; a multipart form with up to ${MAX_PRODUCT_IMAGES} images (JPEG, PNG or WebP) as file parts`,
    body: ProductBodySchema,
    multipart: true,
    status: 201,
    answer: ProductAnswerSchema,
    errors: [400, 401, 403, 413, 415],
    bodyLimit: imagesBodyLimit(MAX_PRODUCT_IMAGES),
  },
  update: {
    method: 'PUT',
    path: '/api/products/:id',
    access: superAdmin,
    summary: 'Save a product: keepImages names the images it keeps, new file parts are added after them',
    params: ProductIdParamSchema,
    body: ProductBodySchema,
    multipart: true,
    answer: ProductAnswerSchema,
    errors: [400, 401, 403, 404, 413, 415],
    bodyLimit: imagesBodyLimit(MAX_PRODUCT_IMAGES),
  },
  delete: {
    method: 'DELETE',
    path: '/api/products/:id',
    access: superAdmin,
    summary: 'Delete a product and its images; enquiries that named it keep its name',
    params: ProductIdParamSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
});
