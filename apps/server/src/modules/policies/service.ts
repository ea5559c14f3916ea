import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { POLICY_DOCUMENTS, type PolicyKey } from '@school-portal/contract';
import { POLICY_TEXTS_DIR } from '../../paths.ts';

/** The texts of the policy documents, read once at start: a missing file stops the server there, not at a visitor's click. */
export async function loadPolicyTexts(): Promise<Record<PolicyKey, string>> {
  const texts = await Promise.all(
    POLICY_DOCUMENTS.map(async (doc) => [
      doc.key,
      await readFile(path.join(POLICY_TEXTS_DIR, `${doc.key}.txt`), 'utf8'),
    ]),
  );
  return Object.fromEntries(texts) as Record<PolicyKey, string>;
}
