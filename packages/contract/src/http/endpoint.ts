import type { z } from 'zod';
import type { Role } from '../roles.ts';

/** Header that carries a list's full count when the body is the bare list the spec asks for (decision 005). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * Lists over every institute's rows (the catalogue, bus ads) count their matches no further than one past
 * this: an exact count of hundreds of thousands costs far more than the page. A larger total reads
 * "10,000+" and pages to the cap.
 */
export const LIST_COUNT_CAP = 10_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or the roles listed. */
export type Access = 'public' | 'signedIn' | readonly Role[];

/** Error statuses an endpoint may answer, each with the one error shape `{ message, fieldErrors? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * One HTTP call, described once: the server registers its route from this, the web calls it through
 * `call()`, and the OpenAPI document is generated from it. A path or field renamed here fails
 * typecheck on both sides.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Fastify style: `/api/admin/approve-user/:userId`. */
  path: string;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag: the domain's name. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer: its status and schema. */
  status?: 200 | 201;
  answer: z.ZodType;
  errors: readonly ErrorStatus[];
  /** A list: the body is the bare page and the full count travels in `X-Total-Count` (decision 005). */
  paged?: boolean;
  /** Bytes; for calls that carry pictures. */
  bodyLimit?: number;
  /** Bytes of each file of a multipart form, when lower than the whole body's (several photos in one call). */
  fileLimit?: number;
  /** The answer is plain text, not JSON (the policy documents). */
  text?: boolean;
  /** The answer is a file (a picture): the handler sends it with its own type and caching. */
  file?: boolean;
  /** The body is a multipart form (fields and files), not JSON. */
  multipart?: boolean;
}

/** What a handler of a file endpoint answers: the bytes, their type and how long they may be cached. */
export interface FileAnswer {
  contentType: string;
  data: Uint8Array;
  cacheControl?: string;
}

export const endpoint = <const E extends EndpointDef>(e: E): E => e;

/** Describes a domain's endpoints with its tag filled in. */
export function endpoints<const T extends Record<string, Omit<EndpointDef, 'tag'>>>(
  tag: string,
  defs: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  return Object.fromEntries(Object.entries(defs).map(([k, e]) => [k, { ...e, tag }])) as {
    [K in keyof T]: T[K] & { tag: string };
  };
}

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** What the server's handler receives once the request is parsed. */
export interface ParsedInput<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

type InputOf<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? undefined extends In<E['body']>
      ? { body?: In<E['body']> }
      : { body: In<E['body']> }
    : { body?: never });

/** What a client sends, to a whole description or to the browser's copy: only the parts the endpoint has. */
export type CallInput<C extends Callable> = InputOf<DescriptionOf<C>>;

/** The success answer as the client reads it. */
export type AnswerOf<C extends Callable> = z.output<DescriptionOf<C>['answer']>;

/** The success answer as the server's handler returns it (a paged list returns its total too). */
export type HandlerAnswer<E extends EndpointDef> = E['paged'] extends true
  ? { items: z.input<E['answer']>; total: number }
  : z.input<E['answer']>;

/**
 * What a client needs to call an endpoint: how it travels. The rest (schemas, errors, summary) is for the
 * server and the OpenAPI document.
 */
export const WIRE_KEYS = ['method', 'path', 'access', 'paged', 'multipart', 'file', 'text'] as const;
type WireKey = (typeof WIRE_KEYS)[number];
export type Wire<E extends EndpointDef> = Pick<E, Extract<keyof E, WireKey>>;

declare const described: unique symbol;

/**
 * The browser's copy of an endpoint (`browser.ts`): its wire facts only, so a screen does not load the
 * schema library to call the server. The whole description travels in the type alone, for the input and
 * answer types of the call.
 */
export type ClientEndpoint<E extends EndpointDef> = Wire<E> & { readonly [described]?: E };

/** An endpoint a client can call: the whole description (server, tests) or the browser's copy. */
export type Callable = Pick<EndpointDef, 'method' | 'path' | 'access' | 'multipart' | 'paged' | 'file'> & {
  readonly [described]?: EndpointDef;
};

/** The whole description behind a callable endpoint. */
type DescriptionOf<C> = C extends EndpointDef
  ? C
  : C extends { readonly [described]?: infer E }
    ? E extends EndpointDef
      ? E
      : never
    : never;

/** A domain's endpoints as the browser holds them; the type checks each copy against the description. */
export const clientEndpoints = <A extends Record<string, EndpointDef>>(wire: { [K in keyof A]: Wire<A[K]> }): {
  [K in keyof A]: ClientEndpoint<A[K]>;
} => wire;

/** Fills `:name` segments from params, encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

/** The query string of a call, leaving out empty values. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v as string | number | boolean))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
