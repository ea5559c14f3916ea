import { useEffect, useState } from 'react';

/** Documents already read in this tab: they do not change while the visitor reads them. */
const cache = new Map<string, string>();

async function fetchPolicyDocument(path: string): Promise<string> {
  const known = cache.get(path);
  if (known !== undefined) return known;
  const res = await fetch(path, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`Document ${path}: ${res.status}`);
  const text = await res.text();
  cache.set(path, text);
  return text;
}

type DocumentState = { status: 'idle' | 'loading' | 'failed' } | { status: 'shown'; text: string };

/** A policy document's text while its dialog is open: loading, then shown or failed (spec section 4). */
export function usePolicyDocument(path: string | null): DocumentState {
  const [state, setState] = useState<DocumentState>({ status: 'idle' });
  useEffect(() => {
    if (!path) return setState({ status: 'idle' });
    let current = true;
    setState({ status: 'loading' });
    fetchPolicyDocument(path).then(
      (text) => current && setState({ status: 'shown', text }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return state;
}
