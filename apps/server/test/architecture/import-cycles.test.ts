import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The lint rule that keeps modules from importing each other round a circle (eslint.config.js,
 * `import-x/no-cycle`) is only worth having while it fires: two planted files that import each other
 * must be refused, and the same files without the circle must pass. (Not again on PostgreSQL: no database here.)
 */
it.skipIf(!!process.env.TEST_DATABASE_URL)(
  'lint refuses two files that import each other, and accepts them once the circle is broken',
  async () => {
    const dir = path.join(root, 'apps/server/src/modules', `planted-cycle-${process.pid}`);
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(a, "import { two } from './b.ts';\n\nexport const one = (): number => two() - 1;\n");
      writeFileSync(
        b,
        "import { one } from './a.ts';\n\nexport const two = (): number => 2;\nexport const three = (): number => one() + 2;\n",
      );
      // Without the type-checked rules, which would build the whole server's TypeScript program for two files
      // (8-17 s of the suite, now under 1 s); the cycle rule reads imports, not types.
      const eslint = new ESLint({
        cwd: root,
        overrideConfig: {
          files: ['apps/server/src/modules/planted-cycle-*/**'],
          ...tseslint.configs.disableTypeChecked,
        },
      });
      const rules = async () => (await eslint.lintFiles([a, b])).flatMap((r) => r.messages.map((m) => m.ruleId));
      expect(await rules()).toContain('import-x/no-cycle');

      writeFileSync(b, 'export const two = (): number => 2;\n');
      expect(await rules()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  120_000,
);
