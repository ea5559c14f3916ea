import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
// A schema file planted in the contract's sources (never written to disk): the rule reads a file by where it is.
const PLANTED = path.join(root, 'packages/contract/src/planted/schemas.ts');

/*
 * The repository's own lint configuration, run on planted schemas: a rule message the contract gives zod (or a
 * helper) unmarked is an error, so it cannot reach the server's and the web's answers in English on a Hindi or
 * Tamil screen (decision 044: lingui extract finds only marked texts).
 */
async function refusals(code: string) {
  const eslint = new ESLint({
    cwd: root,
    // Not in any TypeScript project: the type-checked rules are off for it, the marking rule is not.
    overrideConfig: { files: ['packages/contract/src/planted/**'], ...tseslint.configs.disableTypeChecked },
  });
  const [result] = await eslint.lintText(code, { filePath: PLANTED });
  return result!.messages.filter((m) => m.ruleId === 'i18n/marked').map((m) => `${m.line}: ${m.messageId}`);
}

describe('i18n/marked in eslint.config.js, on the contract', () => {
  it(
    'refuses an unmarked rule message, one given in an object, and one built from values',
    { timeout: 120_000 },
    async () => {
      const code = [
        "import { z } from 'zod';",
        "export const Title = z.string().max(150, 'Title must be at most 150 characters.');",
        "export const Stage = z.enum(['a', 'b'], { error: 'Choose a stage.' });",
        'const limited = (label: string, max: number) => z.string().max(max, `${label} must be at most ${max} characters.`);',
        "export const Place = limited('Place', 100).pipe(z.string().min(1, 'Place is required.'));",
      ].join('\n');
      expect(await refusals(code)).toEqual(['2: unmarked', '3: unmarked', '4: built', '5: unmarked']);
    },
  );

  it("accepts marked messages, and the API's own words for programmers", { timeout: 120_000 }, async () => {
    const code = [
      "import { z } from 'zod';",
      "export const Title = z.string().max(150, /*i18n*/ 'Title must be at most 150 characters.');",
      "export const Stage = z.enum(['a', 'b'], { error: /*i18n*/ 'Choose a stage.' });",
      "export const After = z.uuid({ error: 'after is the _id of the last item shown.' });",
    ].join('\n');
    expect(await refusals(code)).toEqual([]);
  });
});
