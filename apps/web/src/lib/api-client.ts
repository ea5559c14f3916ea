import {
  type AnswerOf,
  type ApiErrorBody,
  type Callable,
  type CallInput,
  fillPath,
  queryString,
  TOTAL_COUNT_HEADER,
} from '@school-portal/contract';
import { currentLanguage, t } from './i18n';
import { endSession, readSession } from './session';

const BASE_URL = (import.meta.env.VITE_API_URL as string | undefined) ?? '';
export const TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Public calls (sign-in, registration) send no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** An endpoint's input as an argument: optional when every part of it is. */
export type InputArg<C extends Callable> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** A call's address: the endpoint's path with its params, and its query string (a screen's page asks its first calls at it). */
export const pathOf = (e: Callable, input?: unknown) =>
  `${fillPath(e.path, (input as Input | undefined)?.params)}${queryString((input as Input | undefined)?.query)}`;

function endpointRequest<C extends Callable>(e: C, input: CallInput<C> | undefined) {
  const { body } = (input ?? {}) as Input;
  const path = pathOf(e, input);
  // Public calls (sign-in, registration) send no token.
  return {
    path,
    opts: {
      method: e.method,
      body: e.multipart ? toFormData(body) : body,
      anonymous: e.access === 'public',
    } satisfies RequestOptions,
  };
}

/**
 * A multipart endpoint's body as a form: files as file parts (a list of files as several parts of one
 * name), other values as text; empty values are left out.
 */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof Blob))
      for (const file of value) form.append(key, file);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** Calls an endpoint of the contract: its path, method, input and answer types come from that one description. */
export async function call<C extends Callable>(e: C, ...[input]: InputArg<C>): Promise<AnswerOf<C>> {
  const { path, opts } = endpointRequest(e, input);
  return (await request<AnswerOf<C>>(path, opts)).data;
}

/** Calls a paged list endpoint: the page and the full count from `X-Total-Count`. */
export async function callPage<C extends Callable & { paged: true }>(
  e: C,
  ...[input]: InputArg<C>
): Promise<{ items: AnswerOf<C>; total: number }> {
  const { path, opts } = endpointRequest(e, input);
  const { data, headers } = await request<AnswerOf<C>>(path, opts);
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? (data as unknown[]).length) };
}

/**
 * An answer asked before this code ran, by the page the portal opened on (lib/early-answers.ts, loaded with the
 * signed-in shell, sets it): taken in place of asking the same again.
 */
export const early: {
  take?: (
    url: string,
    init: RequestInit & { headers: Record<string, string>; signal: AbortSignal },
  ) => Promise<Response> | undefined;
} = {};

/** JSON over fetch with the bearer token, a 10 s timeout and the server's `{ message, fieldErrors }` as ApiError. */
async function request<T>(path: string, opts: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const method = opts.method ?? 'GET';
  const session = opts.anonymous ? null : readSession();
  // The server answers its messages (a refused field, say) in the language on screen.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  const isForm = opts.body instanceof FormData;
  // A form's content type (with its boundary) is set by the browser.
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Bearer ${session.authToken}`;
  if (import.meta.env.DEV) console.debug(`[api] ${method} ${path}`);

  const signals = [AbortSignal.timeout(TIMEOUT_MS), ...(opts.signal ? [opts.signal] : [])];
  const init = {
    method,
    headers,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: AbortSignal.any(signals),
  };
  let res: Response;
  try {
    const url = `${BASE_URL}${path}`;
    res = await (early.take?.(url, init) ?? fetch(url, init));
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(
      0,
      t(
        timedOut
          ? /*i18n*/ 'The server took too long to answer. Please try again.'
          : /*i18n*/ 'Cannot reach the server. Check your connection.',
      ),
    );
  }
  const text = await res.text();
  const data: unknown = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  if (!res.ok) {
    // A token the server no longer honours (expired, suspended, password changed) ends the session here too.
    const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorBody>;
    if (res.status === 401 && session) endSession(body.message ?? null);
    // Without a message of the server's (a proxy's 502, say), each screen shows its own fallback.
    throw new ApiError(res.status, body.message ?? '', body.fieldErrors);
  }
  return { data: data as T, headers: res.headers };
}

export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;
