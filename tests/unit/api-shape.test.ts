import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  array,
  boolean,
  dotPath,
  fits,
  type Infer,
  literal,
  looseObject,
  number,
  optional,
  picklist,
  record,
  type Shape,
  string,
  union,
  unknown,
} from '../../src/api/shape.ts';

/** Where `value` first breaks `shape`, as the client reports it, or 'fits'. */
const first = (shape: Shape, value: unknown) => {
  const found = shape.run(value);
  return found ? { path: dotPath(found), message: found.message } : 'fits';
};

describe('answer shapes', () => {
  it('checks the type of a string, a number and a boolean, naming what came', () => {
    expect(first(number(), 1.5)).toBe('fits');
    expect(first(number(), '1')).toEqual({
      path: '(root)',
      message: 'Invalid type: Expected number but received "1"',
    });
    expect(first(number(), Number.NaN)).toMatchObject({ message: expect.stringContaining('NaN') });
    expect(first(string(), 'a')).toBe('fits');
    expect(first(string(), 2)).toMatchObject({
      message: 'Invalid type: Expected string but received 2',
    });
    expect(first(boolean(), false)).toBe('fits');
    expect(first(boolean(), null)).toMatchObject({
      message: 'Invalid type: Expected boolean but received null',
    });
    expect(first(unknown(), undefined)).toBe('fits');
  });

  it('takes a picklist or a literal only by its exact values', () => {
    const stage = picklist(['NOT_START', 'FINISHED']);
    expect(first(stage, 'FINISHED')).toBe('fits');
    expect(first(stage, 'DONE')).toEqual({
      path: '(root)',
      message: 'Invalid type: Expected ("NOT_START" | "FINISHED") but received "DONE"',
    });
    expect(first(picklist([1, 2]), '1')).toMatchObject({
      message: expect.stringContaining('(1 | 2)'),
    });
    expect(first(literal('ok'), 'ok')).toBe('fits');
    expect(first(literal('ok'), 'OK')).toMatchObject({
      message: 'Invalid type: Expected "ok" but received "OK"',
    });
  });

  it('takes a union when any of its options fits', () => {
    const reason = union([picklist(['A', 'B']), literal('C')]);
    expect(first(reason, 'B')).toBe('fits');
    expect(first(reason, 'C')).toBe('fits');
    expect(first(reason, 'D')).toMatchObject({
      message: 'Invalid type: Expected (("A" | "B") | "C") but received "D"',
    });
  });

  it('names the first broken item of an array by its index, nested to any depth', () => {
    const list = looseObject({ activities: array(looseObject({ stage: number() })) });
    expect(first(list, { activities: [] })).toBe('fits');
    expect(first(list, { activities: [{ stage: 1 }, { stage: '1' }, { stage: 'x' }] })).toEqual({
      path: 'activities.1.stage',
      message: 'Invalid type: Expected number but received "1"',
    });
    expect(first(list, { activities: {} })).toEqual({
      path: 'activities',
      message: 'Invalid type: Expected Array but received Object',
    });
    expect(first(list, 'oops')).toMatchObject({
      path: '(root)',
      message: expect.stringContaining('Object'),
    });
  });

  it('names a required key left out, and stops at the first mismatch in entry order', () => {
    const pair = looseObject({ a: number(), b: string() });
    expect(first(pair, { b: 2 })).toEqual({
      path: 'a',
      message: 'Invalid key: Expected "a" but received undefined',
    });
    expect(first(pair, { a: undefined, b: 'x' })).toEqual({
      path: 'a',
      message: 'Invalid type: Expected number but received undefined',
    });
    expect(first(pair, { b: 2, a: 'x' })).toMatchObject({ path: 'a' });
  });

  it('takes an optional entry missing or undefined, and checks it when present', () => {
    const reward = looseObject({ amount: string(), expiresAt: optional(number()) });
    expect(first(reward, { amount: '1' })).toBe('fits');
    expect(first(reward, { amount: '1', expiresAt: undefined })).toBe('fits');
    expect(first(reward, { amount: '1', expiresAt: 5 })).toBe('fits');
    expect(first(reward, { amount: '1', expiresAt: '5' })).toEqual({
      path: 'expiresAt',
      message: 'Invalid type: Expected number but received "5"',
    });
  });

  it('lets extra fields through and keeps the object as it came', () => {
    const value = { total: 3, extra: { deep: true } };
    const shape = looseObject({ total: number() });
    expect(first(shape, value)).toBe('fits');
    expect(fits(shape, value) && value.extra).toEqual({ deep: true });
  });

  it('checks every value of a record', () => {
    const settings = record(unknown());
    expect(first(settings, { theme: 'dark', n: 1 })).toBe('fits');
    expect(first(settings, null)).toMatchObject({ path: '(root)' });
    expect(first(record(number()), { a: 1, b: 'two' })).toEqual({
      path: 'b',
      message: 'Invalid type: Expected number but received "two"',
    });
  });

  it('types an optional entry as an optional key, so a schema is checked against its contract', () => {
    const shape = looseObject({ a: number(), b: optional(picklist(['x', 'y'])) });
    expectTypeOf<Infer<typeof shape>>().toEqualTypeOf<{ a: number; b?: 'x' | 'y' | undefined }>();
    expectTypeOf<Infer<typeof shape>>().not.toEqualTypeOf<{
      a: number;
      b: 'x' | 'y' | undefined;
    }>();
  });
});
