import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The inline scripts the web build wrote, by their hashes ('sha256-…'): the one a signed-in screen's page asks
 * its first calls with (apps/web/vite/early-calls.ts). None without a build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, '.vite/inline-scripts.json');
  if (!existsSync(file)) return [];
  const hashes = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return Array.isArray(hashes)
    ? hashes.filter((h): h is string => typeof h === 'string' && /^sha256-[\w+/=]+$/.test(h))
    : [];
}

/**
 * Security headers on every answer. Scripts come only from the portal itself, and the inline scripts of its
 * build by their hashes (no other inline script runs); Mantine writes its theme into <style> tags at run time,
 * so inline styles are allowed (styles cannot run code).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, webDist?: string) {
  const hashes = webDist ? inlineScriptHashes(webDist).map((hash) => `'${hash}'`) : [];
  const https = publicUrl.startsWith('https://');
  // Built once: the Fastify wrapper built Helmet, and parsed the policy, again on every request.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over plain http would be ignored at best; it is sent only where the portal is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pictures are served as data URLs today; nothing is embedded from other origins.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
}
