import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { expect, it } from 'vitest';
import { cssVariablesResolver, themeIn } from './theme';

/*
 * The CSS variables the theme sets (theme-variables.css) are a file of the build rather than computed by
 * MantineProvider on every start: Mantine's computing of them was ~6 ms of a phone's first render. This
 * holds the file to what Mantine computes from the theme; UPDATE_THEME_VARIABLES=1 rewrites it.
 */
const file = path.resolve(import.meta.dirname, 'theme-variables.css');
const HEADER = '/* Written by theme-variables.test.ts from theme.ts (UPDATE_THEME_VARIABLES=1 npx vitest run --project web theme-variables): do not edit. */\n';

it("theme-variables.css holds the variables Mantine computes from the portal's theme", () => {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme: themeIn((id) => id), cssVariablesResolver }));
  const css = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];
  expect(css).toBeTruthy();
  const expected = HEADER + css!.replace(/}/g, '}\n');
  if (process.env.UPDATE_THEME_VARIABLES) writeFileSync(file, expected);
  expect(readFileSync(file, 'utf8')).toBe(expected);
});
