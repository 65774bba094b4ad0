import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, SRC as ROOT } from './style-sheets.ts';

/** The type scale's steps, as styles.css names them (`--text-*`). */
const STEPS = [
  ...readFileSync(path.join(ROOT, 'app/styles.css'), 'utf8').matchAll(
    /--(text-[\w-]+):\s*([\d.]+rem);/g,
  ),
].map(([, name, size]) => ({ name, size }));
const STEP = `(?:var\\(--(?:${STEPS.map((s) => s.name).join('|')})\\))`;
/** A step, a size the element inherits, or a fluid heading between two steps. */
const SIZE = new RegExp(
  `^(?:${STEP}|inherit|var\\(--facts-value-size, 1em\\)|clamp\\(${STEP}, [\\d.]+vw, ${STEP}\\))$`,
);
const WEIGHTS = ['400', '700', 'var(--facts-value-weight, 700)'];

describe('the type scale: few sizes and two weights, so a first layout looks up few fonts', () => {
  it('has six steps, from 12 to 32 px', () => {
    expect(STEPS.map((s) => s.size)).toEqual([
      '0.75rem',
      '0.875rem',
      '1rem',
      '1.25rem',
      '1.5rem',
      '2rem',
    ]);
  });

  it('every font size and weight of every style sheet is on the scale', () => {
    const offenders: string[] = [];
    for (const file of cssFiles(ROOT)) {
      const css = readFileSync(file, 'utf8');
      const where = path.relative(ROOT, file);
      for (const [, value = ''] of css.matchAll(/font-size:\s*([^;}]+?)\s*[;}]/g)) {
        if (!SIZE.test(value)) offenders.push(`${where}: font-size: ${value}`);
      }
      for (const [, value = ''] of css.matchAll(/font-weight:\s*([^;}]+?)\s*[;}]/g)) {
        if (!WEIGHTS.includes(value)) offenders.push(`${where}: font-weight: ${value}`);
      }
      // Custom properties that feed a size or a weight.
      for (const [, name, value = ''] of css.matchAll(
        /--facts-value-(size|weight):\s*([^;}]+?)\s*[;}]/g,
      )) {
        const ok =
          name === 'size' ? new RegExp(`^${STEP}$`).test(value) : ['400', '700'].includes(value);
        if (!ok) offenders.push(`${where}: --facts-value-${name}: ${value}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
