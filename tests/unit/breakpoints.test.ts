import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf, isMobileWidth } from '../../src/ui/breakpoints.ts';

const ROOT = path.resolve(import.meta.dirname, '../../src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return cssFiles(file);
    return file.endsWith('.css') ? [file] : [];
  });
}

const TOKENS = Object.values(BREAKPOINTS);

describe('breakpoints (SPEC §9) are the design tokens of every layout', () => {
  it('are 640, 768, 1024, 1280 and 1536 px, a phone under 768', () => {
    expect(TOKENS).toEqual([640, 768, 1024, 1280, 1536]);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(breakpointOf(375)).toBeUndefined();
    expect(breakpointOf(1280)).toBe('xl');
    expect(breakpointOf(1600)).toBe('2xl');
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
