import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, loadDrawnCode, noteDrawnCode } from './lazy-component';

/** React's mark of a Suspense boundary whose part was still waiting for its code. */
const WAITING = '<!--$!-->';
const inBoundary = (component: ComponentType<{ text: string }>, text: string) =>
  renderToString(createElement(Suspense, { fallback: null }, createElement(component, { text })));
const Paragraph = ({ text }: { text: string }) => createElement('p', null, text);

describe('lazyComponent', () => {
  it('waits for its code on the first drawing, and once the code has come is drawn at once and noted as drawn', async () => {
    let downloads = 0;
    const Late = lazyComponent('late paragraph', async () => {
      downloads += 1;
      return Paragraph;
    });
    const before = noteDrawnCode(() => inBoundary(Late, 'Namaste'));
    expect(before.drawn).toContain(WAITING);
    expect(before.code).toEqual([]);
    await Late.load();
    const after = noteDrawnCode(() => inBoundary(Late, 'Namaste'));
    expect(after.drawn).toContain('<p>Namaste</p>');
    expect(after.drawn).not.toContain(WAITING);
    expect(after.code).toEqual(['late paragraph']);
    await Late.load();
    expect(downloads).toBe(1);
  });

  it('downloads again after a failed download, for the next element drawn', async () => {
    let downloads = 0;
    const Flaky = lazyComponent('flaky paragraph', async () => {
      if (++downloads === 1) throw new Error('offline');
      return Paragraph;
    });
    await expect(Flaky.load()).rejects.toThrow('offline');
    await Flaky.load();
    expect(inBoundary(Flaky, 'Vanakkam')).toContain('<p>Vanakkam</p>');
    expect(downloads).toBe(2);
  });

  it("loads a drawn screen's code, also what is named only once another's code has come", async () => {
    const loaded: string[] = [];
    let Inner: ReturnType<typeof lazyComponent<{ text: string }>> | undefined;
    const Outer = lazyComponent('outer screen', async () => {
      loaded.push('outer');
      // The screen's module names its own lazy part as it is evaluated.
      Inner ??= lazyComponent('inner filters', async () => {
        loaded.push('inner');
        return Paragraph;
      });
      return Paragraph;
    });
    await loadDrawnCode(['inner filters', 'outer screen', 'a part of an older build']);
    expect(loaded).toEqual(['outer', 'inner']);
    expect(noteDrawnCode(() => inBoundary(Inner!, 'Filters')).code).toEqual(['inner filters']);
    expect(inBoundary(Outer, 'Jobs')).toContain('<p>Jobs</p>');
  });
});
