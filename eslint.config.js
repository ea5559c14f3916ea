import path from 'node:path';
import tseslint from 'typescript-eslint';

/** Server: apps/server/src/modules/<domain>/ — each module's public entry is its index.ts. */
const SERVER_MODULES = path.join(import.meta.dirname, 'apps/server/src/modules');
const serverModuleOf = (file) => {
  const rel = path.relative(SERVER_MODULES, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

/** Refuses an import of another server module's internals: anything under modules/<other>/ but its index.ts. */
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { internal: "Import the {{module}} module through modules/{{module}}/index.ts, not its internal file '{{file}}'; export what you need from that index." },
  },
  create(context) {
    const from = serverModuleOf(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      const to = serverModuleOf(target);
      if (!to || to === from) return;
      const inside = path.relative(path.join(SERVER_MODULES, to), target);
      if (inside === '' || inside === 'index' || inside === 'index.ts') return;
      context.report({ node: node.source, messageId: 'internal', data: { module: to, file: inside.split(path.sep).join('/') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'apps/server/drizzle/**', '**/*.config.*', 'scripts/**', '**/scripts/**', 'eslint.config.js'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Fastify route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read untyped JSON answers on purpose: the assertions are the type check.
    files: ['**/*.test.ts', 'e2e/**', 'apps/server/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Server: one public entry per module (modules/<domain>/index.ts). A module's own files and tests may use its internals.
    files: ['apps/server/**/*.ts'],
    // app.ts still imports each module's routes file; it moves to the modules' index.ts files with its owner's next change.
    ignores: ['apps/server/src/app.ts'],
    plugins: { server: { rules: { 'module-boundaries': serverModuleBoundaries } } },
    rules: { 'server/module-boundaries': 'error' },
  },
);
