import { type Callable, type CallInput, fillPath, queryString } from '@school-portal/contract';
import { ApiError } from './api-client';
import { currentLanguage } from './i18n';
import { readSession } from './session';

const BASE_URL = (import.meta.env.VITE_API_URL as string | undefined) ?? '';

/**
 * Fetches a file endpoint's bytes (a receipt's PDF, a CSV) with its query and the bearer token. Kept apart from
 * `api-client.ts`, which the sign-in screens load: they never download files.
 */
export async function callFile<C extends Callable & { file: true; method: 'GET' }>(
  e: C,
  input: CallInput<C>,
): Promise<Blob> {
  const session = readSession();
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  let res: Response;
  try {
    res = await fetch(`${BASE_URL}${fillPath(e.path, params)}${queryString(query)}`, {
      // A receipt or certificate is printed in the language on screen, as the server's messages are.
      headers: {
        'accept-language': currentLanguage(),
        ...(session ? { authorization: `Bearer ${session.authToken}` } : {}),
      },
      // A PDF is made on request: longer than a JSON answer may take.
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new ApiError(0, /*i18n*/ 'Cannot reach the server. Check your connection.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? '');
  }
  return res.blob();
}
