import { describe, expect, it } from 'vitest';
import { checkFileSize, checkInlineAssigns, MAX_LINES } from '../tools/code-rules.ts';

describe('the code rules of npm run check', () => {
  it('finds a file over 400 lines and lets one of 400 through', () => {
    const lines = (n: number) => `${'x\n'.repeat(n)}`;
    expect(checkFileSize('a.ts', lines(MAX_LINES))).toEqual([]);
    expect(checkFileSize('a.ts', lines(MAX_LINES + 1))).toEqual([
      expect.objectContaining({ file: 'a.ts', rule: 'file-size' }),
    ]);
  });

  it('finds every assign that is not a named action of setup()', () => {
    const source = `
      import { assign, setup } from 'xstate';
      export const m = setup({
        actions: {
          rememberName: assign({ name: ({ event }) => event.name }),
        },
      }).createMachine({
        on: {
          'a.set': { actions: 'rememberName' },
          'b.set': { actions: assign({ name: 'b' }) },
          'c.set': { actions: ['rememberName', assign({ name: 'c' })] },
        },
        entry: assign(() => ({ name: 'd' })),
      });`;
    const findings = checkInlineAssigns('m.machine.ts', source);
    expect(findings.map((f) => f.line)).toEqual([10, 11, 13]);
    expect(new Set(findings.map((f) => f.rule))).toEqual(new Set(['inline-assign']));
  });

  it('does not take an assign under another object named actions for a named one', () => {
    const source = `
      const other = { actions: { sneaky: assign({ name: 'x' }) } };`;
    expect(checkInlineAssigns('m.machine.ts', source)).toHaveLength(1);
  });
});
