import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A page the server wrote for a visitor's Accept-Language: tagged with the language, varying with the
 * header (a cache must not hand it to another language), showing these texts and none of the English ones.
 */
export function expectPageIn(res: LightMyRequestResponse, language: string, texts: string[], english: string[]) {
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toContain('Accept-Language');
  expect(res.body).toContain(`<html lang="${language}">`);
  for (const text of texts) expect(res.body).toContain(text);
  for (const text of english) expect(res.body).not.toContain(text);
}
