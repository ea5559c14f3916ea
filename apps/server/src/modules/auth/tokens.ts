import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** The account's `_id`. */
  sub: string;
  /** The account's token version when the token was made; a bump ends the token. */
  tv: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, tv }) =>
      new SignJWT({ tv }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime(ttl).sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { sub: payload.sub, tv: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
