import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import pluginLingui from 'eslint-plugin-lingui';

/** Server: apps/server/src/modules/<domain>/ — each module's public entry is its index.ts. */
const SERVER_MODULES = path.join(import.meta.dirname, 'apps/server/src/modules');
const SERVER_APP = path.join(import.meta.dirname, 'apps/server/src/app.ts');
const serverModuleOf = (file) => {
  const rel = path.relative(SERVER_MODULES, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

/** Refuses an import of another server module's internals: anything under modules/<other>/ but its index.ts. */
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internal:
        "Import the {{module}} module through modules/{{module}}/index.ts, not its internal file '{{file}}'; export what you need from that index (app.ts alone imports a module's routes.ts).",
    },
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
      // The app registers each module's routes itself: no module reaches another through its routes.
      if (context.filename === SERVER_APP && /^([\w-]+-)?routes\.ts$/.test(inside)) return;
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { module: to, file: inside.split(path.sep).join('/') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * Web: lib/ and components/ → features/ → app/, one way; a feature never imports another feature. The one
 * exception: the registry (lib/routes.ts and its signed-out part, lib/public-routes.ts) names each screen's page
 * with a dynamic import, which adds nothing to its chunk.
 */
const ROUTE_REGISTRY = ['routes.ts', 'public-routes.ts'].map((file) =>
  path.join(import.meta.dirname, 'apps/web/src/lib', file),
);
const WEB_SRC = path.join(import.meta.dirname, 'apps/web/src');
const webPlaceOf = (file) => {
  const parts = path.relative(WEB_SRC, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  if (parts[0] === 'features') return { layer: 1, feature: parts[1] };
  if (parts[0] === 'app') return { layer: 2 };
  if (parts[0] === 'lib' || parts[0] === 'components') return { layer: 0 };
  return null;
};

const webLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward:
        "'{{file}}' may not import from '{{target}}': lib and components serve features, features serve app, never the other way.",
      crossFeature:
        'The {{from}} feature may not import from the {{to}} feature: move what both need to lib/ or components/.',
    },
  },
  create(context) {
    const from = webPlaceOf(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (!from || typeof spec !== 'string' || !spec.startsWith('.')) return;
      if (node.type === 'ImportExpression' && ROUTE_REGISTRY.includes(context.filename)) return;
      const to = webPlaceOf(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      const data = { file: path.relative(WEB_SRC, context.filename), target: spec, from: from.feature, to: to.feature };
      if (to.layer > from.layer) context.report({ node: node.source, messageId: 'upward', data });
      else if (from.layer === 1 && to.layer === 1 && from.feature !== to.feature)
        context.report({ node: node.source, messageId: 'crossFeature', data });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * A text's id written at the call that translates it (`t('…')`, `msg('…')`, `icu('…')`, `translate(language, '…')`)
 * is marked `/*i18n*\/`, so `lingui extract` finds it (decision 044): unmarked, it would reach no catalogue and
 * show in English on a Hindi or Tamil screen.
 */
const TRANSLATING = new Set(['t', 'msg', 'icu', 'translate']);

/*
 * In the contract, the texts a call is given that a reader may see are marked too: a zod rule's message
 * (`.max(150, /*i18n*\/ 'Title must be at most 150 characters.')`, `{ error: … }`) and a helper's, which the
 * server and the web look up by their English words (errors.ts, lib/forms.ts). A text reads as one when it starts
 * with a capital and has a space; the API's own words for programmers (`'after is the _id of …'`, the endpoints'
 * descriptions) do not. A message built from values cannot be extracted: pass the whole text, or write its texts out
 * marked in a `*_BUILT_TEXTS` list beside the builder (decision 044) and say so on the line before it.
 */
const CONTRACT_SOURCES = path.join(import.meta.dirname, 'packages/contract/src');
const readsAsText = (text) => /^[A-Z₹]/.test(text) && /\s/.test(text);
const isEndpoints = (file) => path.basename(file) === 'endpoints.ts';
const markedTexts = {
  meta: {
    type: 'problem',
    schema: [],
    fixable: 'code',
    messages: {
      unmarked:
        "Mark the text for lingui extract: {{call}}(/*i18n*/ '…') (decision 044), then run npm run i18n:extract.",
      built:
        'A message built from values is not in any catalogue: pass the whole text, marked /*i18n*/, or write its texts out in a *_BUILT_TEXTS list (decision 044) and disable this line naming the list.',
    },
  },
  create(context) {
    const isText = (node) =>
      node &&
      ((node.type === 'Literal' && typeof node.value === 'string') ||
        (node.type === 'TemplateLiteral' && node.expressions.length === 0));
    const isMarked = (node) =>
      context.sourceCode.getCommentsBefore(node).some((comment) => comment.value.trim() === 'i18n');
    const inContract =
      !path.relative(CONTRACT_SOURCES, context.filename).startsWith('..') && !isEndpoints(context.filename);
    /** A text a contract call is given, directly or as a property of an object it is given ({ error: '…' }). */
    const checkGiven = (node, name) => {
      const given = node.arguments.flatMap((arg) =>
        arg.type === 'ObjectExpression'
          ? arg.properties.filter((p) => p.type === 'Property' && !p.computed).map((p) => p.value)
          : [arg],
      );
      for (const value of given) {
        if (isText(value)) {
          const text = value.type === 'Literal' ? value.value : value.quasis[0].value.cooked;
          if (readsAsText(text) && !isMarked(value))
            context.report({
              node: value,
              messageId: 'unmarked',
              data: { call: name ?? 'the call' },
              fix: (fixer) => fixer.insertTextBefore(value, '/*i18n*/ '),
            });
        } else if (value.type === 'TemplateLiteral' && value.quasis.some((q) => /[A-Za-z]\s/.test(q.value.cooked)))
          context.report({ node: value, messageId: 'built' });
      }
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : null;
        if (inContract && !TRANSLATING.has(name)) return checkGiven(node, name);
        if (!TRANSLATING.has(name)) return;
        const [first, second] = node.arguments;
        const id = name === 'translate' && second && !isText(first) ? second : first;
        if (!isText(id)) return;
        if (!isMarked(id))
          context.report({
            node: id,
            messageId: 'unmarked',
            data: { call: name },
            fix: (fixer) => fixer.insertTextBefore(id, '/*i18n*/ '),
          });
      },
    };
  },
};

// The portal runs on React Router's declarative routes (decision 008): the data router's APIs throw there.
const declarativeRoutesOnly = {
  name: 'react-router',
  importNames: [
    'createBrowserRouter',
    'RouterProvider',
    'useMatches',
    'useLoaderData',
    'useActionData',
    'useNavigation',
    'useFetcher',
    'useBlocker',
    'useRouteError',
    'useRevalidator',
    'Form',
  ],
  message:
    "Declarative routes only (docs/decisions/008-first-screen.md): load data with TanStack Query; a screen's route is in lib/routes.ts.",
};

// Every dialog is components/Dialog.tsx: a Modal mounted with its screen draws that screen twice as it shows (issue 51).
const dialogsThroughOneComponent = {
  name: '@mantine/core',
  importNames: ['Modal'],
  message: 'Use components/Dialog: it puts the Modal in the page once the screen has shown (lib/when-idle.ts).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      'apps/server/drizzle/**',
      // A planted import circle, linted on purpose by apps/web/import-cycles.test.ts.
      'apps/web/test-fixtures/**',
      'packages/contract/src/i18n/locales/**/*.ts',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Scripts and config files are in no TypeScript project: linted without type information.
    files: ['**/*.mjs', '**/*.cjs', '**/*.config.*', 'eslint.config.js', 'scripts/**', 'apps/web/scripts/**'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
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
    plugins: { server: { rules: { 'module-boundaries': serverModuleBoundaries } } },
    rules: { 'server/module-boundaries': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { layers: webLayers } } },
    rules: {
      'web/layers': 'error',
      'no-restricted-imports': ['error', { paths: [declarativeRoutesOnly, dialogsThroughOneComponent] }],
    },
  },
  {
    // The one place a Mantine Modal is used.
    files: ['apps/web/src/components/Dialog.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [declarativeRoutesOnly] }] },
  },
  {
    // Every text a person reads comes from the catalogue (decisions 020, 044): a user-visible literal in a screen is an error.
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/features/{suppliers,products,vehicles}/**/*.ts'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words for the code, not the reader: one lower-case token ('nowrap', 'xs', 'email', 'flex-start',
          // '100dvh'), a CSS value, a media query, a MIME type, an address, a file picker's accept list. A text a person reads has a capital or a space.
          useTsTypes: true,
          ignore: [
            '^[a-z0-9][\\w.%-]*$',
            '^[\\w.]+@[\\w.]+$',
            '^var\\(',
            '^\\(max-width',
            '^[a-z]+/[\\w.+-]+$',
            '^https?://',
            '^\\.[a-z]+(,[\\w./]+)*$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|key|to|type|autoComplete|role|lang|href|target|rel|inputMode|fontFamily)$',
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Texts passed to t() are marked for lingui extract (decision 044).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { i18n: { rules: { marked: markedTexts } } },
    rules: { 'i18n/marked': 'error' },
  },
  {
    // No import cycles, dynamic imports included: a module that imports itself round a circle half-initialises
    // one side, and the circle ties the two domains into one. The route registry's lazy pages link to other
    // screens through lib/paths.ts, which imports nothing (apps/web/import-cycles.test.ts plants a circle).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
