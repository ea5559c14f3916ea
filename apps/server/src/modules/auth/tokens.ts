import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  /** The account's `_id`. */
  sub: string;
  /** The account's token version when the token was made; a bump ends every token of the account. */
  tv: number;
  /** The session the token belongs to; logging out revokes it. */
  sid: string;
}

export interface TokenService {
  /** Signs a token for a session; answers it with the moment it expires. */
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<TokenClaims | null>;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** `12h` → 43200. The config has already checked the shape. */
export function ttlSeconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`Bad token lifetime: ${ttl}`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const lifetime = ttlSeconds(ttl);
  // Synchronous HMAC on the key given once: every signed-in request verifies a token, and the Web Crypto
  // path (a thread-pool job and a promise per call) cost more than the rest of authentication together.
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // A token without an expiry would be good forever: refuse it.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
  return {
    async sign({ sub, tv, sid }) {
      const now = Math.floor(Date.now() / 1000);
      const token = signer({ sub, tv, sid, iat: now, exp: now + lifetime });
      return { token, expiresAt: new Date((now + lifetime) * 1000) };
    },
    async verify(token) {
      try {
        const payload = verifier(token) as Record<string, unknown>;
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.sid !== 'string')
          return null;
        return { sub: payload.sub, tv: payload.tv, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
