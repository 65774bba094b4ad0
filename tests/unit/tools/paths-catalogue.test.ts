import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { dialogAdapter } from '../../paths/dialog.adapter.ts';
import { sessionAdapter } from '../../paths/session.adapter.ts';
import {
  catalogue,
  isSelected,
  plainWords,
  stateInWords,
  stateKeysFor,
} from '../../paths/support/catalogue.ts';
import { adapterFileOf, adapterFrame, adapterLine } from '../../paths/support/source-lines.ts';

/** What a `--grep` pattern reads as other than itself. */
const PATTERN_CHARACTERS = /[()[\]{}*+?^$|\\]/;

describe('browser paths as documents', () => {
  it('writes titles a filter finds as they are', () => {
    expect(plainWords('userinfo answers 00004 (logged out)')).toBe(
      'userinfo answers 00004, logged out',
    );
    expect(plainWords('a [b] *c* | d')).toBe('a b c d');
  });

  it('numbers each machine’s paths <machine>/<n> over its scenarios, titles free of patterns', () => {
    const runs = catalogue(sessionAdapter);
    expect(runs.map((r) => r.id)).toEqual(runs.map((_, i) => `session/${i + 1}`));
    expect(new Set(runs.map((r) => r.title)).size).toBe(runs.length);
    for (const run of runs) expect(run.title).not.toMatch(PATTERN_CHARACTERS);
    // The session's words carry parentheses ("00004 (logged out)"): the titles must not.
    expect(runs.some((r) => /logged out/.test(r.title))).toBe(true);
  });

  it('gives the same ids on every generation', () => {
    const first = catalogue(sessionAdapter).map((r) => `${r.id} ${r.title}`);
    expect(catalogue(sessionAdapter).map((r) => `${r.id} ${r.title}`)).toEqual(first);
  });

  it('selects by id or by machine, and everything when nothing is named', () => {
    const [one, two] = catalogue(sessionAdapter);
    expect(isSelected(one!, ['session/1'])).toBe(true);
    expect(isSelected(two!, ['session/1'])).toBe(false);
    expect(isSelected(two!, ['session'])).toBe(true);
    expect(isSelected(two!, ['task'])).toBe(false);
    expect(isSelected(two!, [])).toBe(true);
  });

  it('runs the checks the test model would: matching keys, else the fallback', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { description: 'A is shown.', initial: 'b', states: { b: {} } } },
    });
    const snapshot = createActor(machine).getSnapshot();
    expect(stateKeysFor(['a', 'a.b', 'c', '*'], snapshot)).toEqual(['a', 'a.b']);
    expect(stateKeysFor(['#m.a.b'], snapshot)).toEqual(['#m.a.b']);
    expect(stateKeysFor(['c', '*'], snapshot)).toEqual(['*']);
    expect(stateInWords(snapshot)).toBe('a.b');
  });

  it('finds the adapter line that makes an event or checks a state', () => {
    const file = adapterFileOf('dialog');
    expect(file).toMatch(/dialog\.adapter\.ts$/);
    const runs = catalogue(dialogAdapter);
    const event = runs[0]!.steps[1]!.event.type;
    expect(adapterLine(file, event)).toMatch(/^tests\/paths\/dialog\.adapter\.ts:\d+$/);
    expect(adapterLine(file, 'no.such.event')).toBeUndefined();
    const error = new Error('seen');
    error.stack = `Error: seen\n    at x (/repo/tests/e2e/models/a.ts:3:1)\n    at y (${process.cwd()}/tests/paths/dialog.adapter.ts:42:7)`;
    expect(adapterFrame(error)).toBe('tests/paths/dialog.adapter.ts:42');
  });
});
