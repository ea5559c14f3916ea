import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/*
 * The repository's own lint configuration, run on a planted circle (test-fixtures/import-cycle, kept out of
 * `eslint .`): a page that imports the registry which imports it lazily is an error, so no import circle,
 * dynamic imports included, reaches the code base.
 */
describe('import-x/no-cycle in eslint.config.js', () => {
  it('refuses a circle closed by a dynamic import', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({
      cwd: root,
      ignore: false,
      // The fixture is in no TypeScript project: the type-checked rules are off for it, the cycle rule is not.
      overrideConfig: { files: ['apps/web/test-fixtures/**'], ...tseslint.configs.disableTypeChecked },
    });
    const results = await eslint.lintFiles(['apps/web/test-fixtures/import-cycle/*.ts']);
    const cycles = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map(() => path.basename(r.filePath)),
    );
    expect(cycles.sort()).toEqual(['page.ts', 'registry.ts']);
  });
});
