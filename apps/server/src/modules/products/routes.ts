import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_MESSAGES, productsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { withMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct, type Reader } from './service.ts';

const readerOf = (request: FastifyRequest): Reader => ({ activeOnly: caller(request).role !== 'superAdmin' });

export async function productRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  route(app, productsApi.list, async (request) => listProducts(db, request.query, readerOf(request)));
  route(app, productsApi.get, async (request) => getProduct(db, request.params.id, readerOf(request)));

  await withMultipart(app, (scope) => {
    route(scope, productsApi.create, async (request) => ({
      message: PRODUCT_MESSAGES.created,
      product: await createProduct(db, request.body),
    }));
    route(scope, productsApi.update, async (request) => ({
      message: PRODUCT_MESSAGES.updated,
      product: await updateProduct(db, request.params.id, request.body),
    }));
  });

  route(app, productsApi.delete, async (request) => {
    await deleteProduct(db, request.params.id);
    return { message: PRODUCT_MESSAGES.deleted };
  });
}
