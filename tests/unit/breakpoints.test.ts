import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, SRC as ROOT } from './style-sheets.ts';

/** The breakpoints as the design tokens name them: styles.css's `--bp-*` custom properties. */
const TOKENS = [
  ...readFileSync(path.join(ROOT, 'app/styles.css'), 'utf8').matchAll(/--bp-[\w-]+:\s*(\d+)px/g),
].map(([, px]) => Number(px));

describe('breakpoints (SPEC §9) are the design tokens of every layout', () => {
  it('are 640, 768, 1024, 1280 and 1536 px', () => {
    expect(TOKENS).toEqual([640, 768, 1024, 1280, 1536]);
  });

  it('every @media width of every style sheet is a token (min-width N, or max-width N - 1)', () => {
    const offenders: string[] = [];
    const used = new Set<number>();
    for (const file of cssFiles(ROOT)) {
      const css = readFileSync(file, 'utf8');
      for (const [, kind, px] of css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
        const width = Number(px);
        const token = kind === 'min' ? width : Math.ceil(width + 0.01);
        if (TOKENS.includes(token as never)) used.add(token);
        else offenders.push(`${path.relative(ROOT, file)}: (${kind}-width: ${px}px)`);
      }
    }
    expect(offenders).toEqual([]);
    // Each breakpoint is where some layout changes.
    expect([...used].sort((a, b) => a - b)).toEqual(TOKENS);
  });
});
