import { describe, expect, it } from 'vitest';
import { signedInCode } from './prefetch-list';

type Part = { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facadeModuleId?: string; css?: string[] };
const bundle = (parts: Record<string, Part>) =>
  Object.fromEntries(
    Object.entries(parts).map(([name, p]) => {
      const fileName = `assets/${name}.js`;
      return [
        fileName,
        {
          type: 'chunk' as const,
          name: name.replace(/-\w+$/, ''),
          fileName,
          imports: (p.imports ?? []).map((i) => `assets/${i}.js`),
          dynamicImports: (p.dynamicImports ?? []).map((i) => `assets/${i}.js`),
          isEntry: p.isEntry ?? false,
          facadeModuleId: p.facadeModuleId ?? null,
          viteMetadata: { importedCss: new Set(p.css ?? []) },
        },
      ];
    }),
  );

describe('the code fetched ahead for signed-in screens', () => {
  const built = bundle({
    'index-e1': { isEntry: true, imports: ['react-r1'] },
    'react-r1': {},
    'signed-in-shell-s1': { imports: ['react-r1', 'shared-by-shell-x1'], dynamicImports: ['Sidebar-m1'] },
    'shared-by-shell-x1': {},
    'Sidebar-m1': { facadeModuleId: '/src/app/shell/Sidebar.tsx', imports: ['Tooltip-t1'] },
    'Tooltip-t1': {},
    'signed-in-screens-q1': { dynamicImports: ['ListPage-a1', 'FormPage-b1', 'OtherPage-c1'] },
    'ListPage-a1': { imports: ['table-d1', 'react-r1', 'shared-by-shell-x1', 'Tooltip-t1'] },
    'FormPage-b1': { imports: ['table-d1', 'form-f1', 'react-r1', 'Tooltip-t1'] },
    'OtherPage-c1': { imports: ['form-f1', 'only-here-o1', 'shared-by-shell-x1'] },
    'table-d1': { imports: ['deep-g1'], css: ['assets/table-d1.css'] },
    'form-f1': {},
    'deep-g1': {},
    'only-here-o1': {},
  });
  const files = signedInCode(built);

  it('starts with the table of screens and holds what two or more screens load, however deep', () => {
    expect(files[0]).toBe('assets/signed-in-screens-q1.js');
    expect(files).toEqual(expect.arrayContaining(['assets/table-d1.js', 'assets/form-f1.js', 'assets/deep-g1.js']));
  });

  it("leaves out each screen's own file, what only one screen loads, and what the entry, the shell and the menu have loaded", () => {
    for (const file of ['ListPage-a1', 'only-here-o1', 'react-r1', 'shared-by-shell-x1', 'Tooltip-t1']) expect(files).not.toContain(`assets/${file}.js`);
  });

  it('brings the styles of the files it names', () => {
    expect(files).toContain('assets/table-d1.css');
  });

  it('is empty for a build without the signed-in part', () => {
    expect(signedInCode(bundle({ 'index-e1': { isEntry: true } }))).toEqual([]);
  });
});
