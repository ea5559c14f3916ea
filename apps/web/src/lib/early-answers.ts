import { early } from './api-client';

/** What the screen's page asked before the portal's code had arrived (vite/early-calls.ts writes it). */
interface EarlyCalls {
  token: string;
  language: string;
  /** The address the page opened on: its answers are for that screen only. */
  opened: string;
  answers: Record<string, Promise<Response> | undefined>;
}
declare global {
  interface Window {
    earlyCalls?: EarlyCalls;
  }
}

/**
 * Lets a query take the answer its screen's page asked for early (decision 030): a GET of the same address, with
 * the token and language the portal asks with now, while the browser is still at the address the page opened on;
 * each answer once, then forgotten. Once the portal has moved elsewhere (a redirect, a tap) every waiting answer
 * is dropped: a later screen asks afresh. An answer the server refused (401) is handled as a refusal always is.
 */
export function takeEarlyAnswers(): void {
  early.take = (url, { method, headers, signal }) => {
    const calls = window.earlyCalls;
    if (!calls || method !== 'GET') return undefined;
    if (`${location.pathname}${location.search}` !== calls.opened) {
      window.earlyCalls = undefined;
      return undefined;
    }
    const answer = calls.answers[url];
    if (!answer) return undefined;
    calls.answers[url] = undefined;
    if (headers.authorization !== `Bearer ${calls.token}` || headers['accept-language'] !== calls.language)
      return undefined;
    // The portal's own time limit still holds: the page's request is waited for no longer than a request of its own.
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      answer.then(resolve, reject);
    });
  };
}
