import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TOTAL_COUNT_HEADER,
  type EndpointDef,
  type FileAnswer,
  type HandlerAnswer,
  type ParsedInput,
} from '@school-portal/contract';
import { JsonPage } from './encoded-page.ts';
import { errorAnswers } from './error-answers.ts';
import { answerIn, requestLanguage } from './language.ts';
import { MULTIPART_LIMITS } from './multipart.ts';

/** The request as a handler sees it: params, query and body already parsed by the endpoint's schemas. */
export type RouteRequest<E extends EndpointDef> = FastifyRequest & ParsedInput<E>;

/** A paged list may answer a page already checked and written as JSON (`JsonPage`, from the search cache). */
export type Handler<E extends EndpointDef> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | (E['paged'] extends true ? JsonPage : never)>;

/**
 * Registers the route an endpoint of the contract describes: its access, schemas, success status,
 * `Cache-Control: no-store` on JSON unless the handler set its own, and for a paged list the total in
 * `X-Total-Count`. Handlers parse nothing and check no role themselves. A `JsonPage` is sent as its text:
 * it was checked against the endpoint's answer when it was encoded.
 */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      // Read by @fastify/multipart for this route's parts (register it with withMultipart()): each file
      // is held to the endpoint's per-file limit when it has one, else to the whole body's.
      ...(endpoint.multipart
        ? { multipartOptions: { limits: { ...MULTIPART_LIMITS, fileSize: endpoint.fileLimit ?? endpoint.bodyLimit } } }
        : {}),
    },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.answer, ...errorAnswers(...endpoint.errors) },
    },
    handler: async (request, reply) => {
      const answer = await handler(request as RouteRequest<E>, reply);
      if (reply.sent) return reply;
      (reply as FastifyReply).code(status);
      if (endpoint.text) reply.type('text/plain; charset=utf-8');
      if (endpoint.file) {
        const file = answer as FileAnswer;
        if (file.cacheControl) reply.header('cache-control', file.cacheControl);
        return reply
          .type(file.contentType)
          .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
      }
      // A JSON answer is someone's data (a profile, a token, a receipt by its link): no browser or proxy keeps it.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (answer instanceof JsonPage) {
        reply.header(TOTAL_COUNT_HEADER, String(answer.total));
        return reply.type('application/json; charset=utf-8').send(answer.json);
      }
      if (!endpoint.paged) return answerIn(requestLanguage(request), answer);
      const page = answer as { items: unknown; total: number };
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  });
}
