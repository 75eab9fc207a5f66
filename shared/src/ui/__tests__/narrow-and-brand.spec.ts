import { readFileSync } from 'node:fs';
import path from 'node:path';

// What the browser walk (e2e/tests/screens.spec.ts) found in the kit's CSS, held here where no
// browser is needed: CSS modules are stubbed in jest, so the rules are read from the files.
const cssOf = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

/** The declarations of `selector { ... }`, exactly that selector. */
const blockOf = (css: string, selector: string) => {
  const start = css.indexOf(`\n${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
};

test('the tab strip wraps on a phone instead of scrolling in a box no keyboard can reach', () => {
  const tablist = blockOf(cssOf('tabs.module.css'), '.tablist');
  expect(tablist).toMatch(/flex-wrap:\s*wrap/);
  expect(tablist).not.toMatch(/overflow/);
});

test("text on the brand colour takes the shell's readable colour, so a light brand stays legible", () => {
  const css = cssOf('ui.module.css');
  for (const selector of ['.primary', '.pageCurrent'])
    expect(blockOf(css, selector)).toMatch(/\bcolor:\s*var\(--brand-on-primary,\s*#fff\)/);
});
