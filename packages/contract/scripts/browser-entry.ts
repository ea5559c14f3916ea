/*
 * Writes src/browser/, the contract as the browser sees it, from each domain's endpoints:
 *   npm run contract:browser
 * One file per domain, so a screen loads only the endpoint tables of the domains it calls. A contract test
 * fails when the files are stale, naming this command.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '../src/index.ts';
import { WIRE_KEYS, type EndpointDef } from '../src/index.ts';

export const BROWSER_DIR = path.resolve(import.meta.dirname, '../src/browser');

const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'answer' in v;
const isEndpointTable = (v: unknown): v is Record<string, EndpointDef> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.values(v).every(isEndpoint);

/** A literal of plain data (strings, booleans, arrays) as the source would write it. */
const literal = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(literal).join(', ')}]`
    : typeof v === 'string'
      ? `'${v.replace(/['\\]/g, '\\$&')}'`
      : String(v);

const wireOf = (e: EndpointDef) =>
  WIRE_KEYS.filter((k) => e[k] !== undefined)
    .map((k) => `${k}: ${literal(e[k])}`)
    .join(', ');

const HEADER = '// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.\n';

/** Each file of src/browser/ and its text, for the contract as it is now: one file per domain, and the index. */
export function browserEntry(): Map<string, string> {
  const tables = Object.entries(contract as Record<string, unknown>)
    .filter((entry): entry is [string, Record<string, EndpointDef>] => isEndpointTable(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b));
  const byDomain = new Map<string, typeof tables>();
  for (const entry of tables) {
    const domain = Object.values(entry[1])[0]!.tag;
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), entry]);
  }
  const files = new Map<string, string>();
  for (const [domain, domainTables] of [...byDomain].sort(([a], [b]) => a.localeCompare(b))) {
    const blocks = domainTables.map(
      ([name, table]) =>
        `export const ${name} = clientEndpoints<typeof contract.${name}>({\n${Object.entries(table)
          .map(([key, e]) => `  ${key}: { ${wireOf(e)} },`)
          .join('\n')}\n});\n`,
    );
    files.set(
      `${domain}.ts`,
      `${HEADER}import type * as contract from '../index.ts';\nimport { clientEndpoints } from '../http/endpoint.ts';\n\n${blocks.join('\n')}`,
    );
  }
  const reexports = [...byDomain]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([domain, domainTables]) => `export { ${domainTables.map(([name]) => name).join(', ')} } from './${domain}.ts';`,
    );
  files.set(
    'index.ts',
    `${HEADER}/*
 * The contract as the browser sees it: everything src/index.ts exports, except that each domain's endpoints
 * carry only how they travel (method, path, access), not their schemas. A screen that only calls the server
 * then does not load the schema library; a form that checks its fields imports the schemas it needs.
 * The web resolves \`@school-portal/contract\` here through the "browser" condition of package.json; the
 * server and the tests read src/index.ts. The names below shadow the same names of \`export *\`.
 */
export * from '../index.ts';

${reexports.join('\n')}
`,
  );
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  rmSync(BROWSER_DIR, { recursive: true, force: true });
  mkdirSync(BROWSER_DIR);
  for (const [file, text] of browserEntry()) writeFileSync(path.join(BROWSER_DIR, file), text);
  console.log(`Wrote ${path.relative(process.cwd(), BROWSER_DIR)}/`);
}
