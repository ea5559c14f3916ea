import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The portal loads Mantine's styles per component (first-screen-styles.ts, signed-in-styles.ts), not the
 * whole stylesheet: a component used without its file would show unstyled. This catches it at test time.
 */
const src = path.resolve(import.meta.dirname, '..');
const stylesDir = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** Components whose styles live in other components' files too (inputs built on Input, Combobox, Popover). */
const BUILT_ON: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  NumberInput: ['Input', 'NumberInput'],
  PasswordInput: ['Input', 'PasswordInput'],
  Select: ['Input', 'Combobox', 'Popover'],
  Autocomplete: ['Input', 'Combobox', 'Popover'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'Pill', 'PillsInput'],
  Modal: ['ModalBase', 'Modal'],
  Drawer: ['ModalBase', 'Drawer'],
  Menu: ['Popover', 'Menu'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function mantineComponentsUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names!.split(',').map((n) => n.trim())) if (/^[A-Z]\w*$/.test(name)) used.add(name);
    }
  }
  return used;
}

const loaded = ['first-screen-styles.ts', 'signed-in-styles.ts'].flatMap((file) =>
  [...readFileSync(path.join(src, 'app', file), 'utf8').matchAll(/'@mantine\/core\/styles\/(\w+)\.layer\.css'/g)].map(
    (m) => m[1]!,
  ),
);

describe('Mantine styles', () => {
  it('every Mantine component the portal uses has its styles loaded', () => {
    const used = mantineComponentsUsed();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used]
      .flatMap((name) => BUILT_ON[name] ?? [name])
      .filter((name) => existsSync(path.join(stylesDir, `${name}.layer.css`)) && !loaded.includes(name));
    expect([...new Set(missing)]).toEqual([]);
  });
});
