/*
 * Answer shape checks: the few schema kinds the API's answers need (src/api/schemas-first.ts,
 * schemas.ts), in place of valibot, whose 1.9 KB gzip in the centre's start paid for 13
 * functions (issue 17). A check stops at the first mismatch, the only one the client reports,
 * and a value that fits is returned as it came (extra fields kept). Messages read as valibot's
 * did: `Invalid type: Expected number but received "1"`.
 */

/** Where a value first breaks its shape: the keys down to it, and what was wrong. */
export interface ShapeMismatch {
  path: (string | number)[];
  message: string;
}

/**
 * A check of one value's shape; a value that passes is a `T`. `kind` and the parts below it
 * (`entries`, `item`, `wrapped`, `options`) let a test walk a shape (tests/unit/sandbox).
 */
export interface Shape<T = unknown> {
  readonly kind: string;
  /** What the shape expects, as a mismatch message names it: `number`, `("a" | "b")`. */
  readonly expects: string;
  /** The first mismatch of `value`, or undefined when it fits. */
  readonly run: (value: unknown) => ShapeMismatch | undefined;
  readonly entries?: Record<string, Shape>;
  readonly item?: Shape;
  readonly wrapped?: Shape;
  readonly options?: readonly Shape[];
  /** Never set: carries `T`, so a shape is checked against the type its answers must have. */
  readonly '~type'?: T;
}

/** The type of a value that passes `S`. */
export type Infer<S> = S extends Shape<infer T> ? T : never;

/** `undefined`, a number, a string…, as a mismatch message shows what came. */
const received = (value: unknown): string => {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object' || typeof value === 'function') {
    return (value && Object.getPrototypeOf(value)?.constructor?.name) ?? 'null';
  }
  return typeof value === 'number' || typeof value === 'boolean' ? `${value}` : typeof value;
};

const mismatch = (label: string, expects: string, got: string): ShapeMismatch => ({
  path: [],
  message: `Invalid ${label}: Expected ${expects} but received ${got}`,
});

/** `(a | b)` for several, `a` for one. */
const either = (expects: string[]) => {
  const unique = [...new Set(expects)];
  return unique.length > 1 ? `(${unique.join(' | ')})` : (unique[0] ?? 'never');
};

/** A shape of a single test, `fits`. */
const leaf = <T>(kind: string, expects: string, fits: (value: unknown) => boolean): Shape<T> => ({
  kind,
  expects,
  run: (value) => (fits(value) ? undefined : mismatch('type', expects, received(value))),
});

/** `mismatch` one step further down, at `key`. */
const under = (key: string | number, found: ShapeMismatch | undefined) => {
  found?.path.unshift(key);
  return found;
};

/** Any string. */
export const string = (): Shape<string> =>
  leaf('string', 'string', (value) => typeof value === 'string');

/** Any number but NaN. */
export const number = (): Shape<number> =>
  leaf('number', 'number', (value) => typeof value === 'number' && !Number.isNaN(value));

/** `true` or `false`. */
export const boolean = (): Shape<boolean> =>
  leaf('boolean', 'boolean', (value) => typeof value === 'boolean');

/** Anything at all. */
export const unknown = (): Shape<unknown> => leaf('unknown', 'unknown', () => true);

/** Exactly `value`. */
export const literal = <const L extends string | number | boolean>(value: L): Shape<L> =>
  leaf('literal', received(value), (candidate) => Object.is(candidate, value));

/** One of `options`. */
export const picklist = <const O extends readonly (string | number)[]>(
  options: O,
): Shape<O[number]> =>
  leaf('picklist', either(options.map(received)), (value) => options.includes(value as O[number]));

/** A shape the value fits, or `undefined`; in an object, its key may also be left out. */
export interface OptionalShape<T> extends Shape<T | undefined> {
  readonly kind: 'optional';
  readonly wrapped: Shape<T>;
}

/** `wrapped`, or `undefined` (or a missing key, in an object). */
export const optional = <T>(wrapped: Shape<T>): OptionalShape<T> => ({
  kind: 'optional',
  expects: `(${wrapped.expects} | undefined)`,
  wrapped,
  run: (value) => (value === undefined ? undefined : wrapped.run(value)),
});

/** Any of `options`: the first that fits. */
export const union = <const O extends readonly Shape[]>(options: O): Shape<Infer<O[number]>> => {
  const expects = either(options.map((option) => option.expects));
  return {
    kind: 'union',
    expects,
    options,
    run: (value) =>
      options.some((option) => !option.run(value))
        ? undefined
        : mismatch('type', expects, received(value)),
  };
};

/** An array whose every item fits `item`. */
export const array = <T>(item: Shape<T>): Shape<T[]> => ({
  kind: 'array',
  expects: 'Array',
  item,
  run: (value) => {
    if (!Array.isArray(value)) return mismatch('type', 'Array', received(value));
    for (let i = 0; i < value.length; i++) {
      const found = item.run(value[i]);
      if (found) return under(i, found);
    }
    return undefined;
  },
});

/** A non-null object (an array counts, as in valibot) whose every value fits `value`. */
export const record = <T>(value: Shape<T>): Shape<Record<string, T>> => ({
  kind: 'record',
  expects: 'Object',
  run: (input) => {
    if (!input || typeof input !== 'object') return mismatch('type', 'Object', received(input));
    for (const [key, field] of Object.entries(input)) {
      const found = value.run(field);
      if (found) return under(key, found);
    }
    return undefined;
  },
});

type Entries = Record<string, Shape>;
type OptionalKeys<E extends Entries> = {
  [K in keyof E]: E[K] extends OptionalShape<unknown> ? K : never;
}[keyof E];
/** The object `entries` describe: an optional shape's key is optional (`key?: T | undefined`). */
type ObjectOf<E extends Entries> = Flat<
  { [K in Exclude<keyof E, OptionalKeys<E>>]: Infer<E[K]> } & {
    [K in OptionalKeys<E>]?: Infer<E[K]>;
  }
>;
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * An object with every key of `entries` fitting its shape (an optional one may be missing);
 * other keys are let through, so the exchange may add fields without breaking the app.
 */
export const looseObject = <E extends Entries>(entries: E): Shape<ObjectOf<E>> => ({
  kind: 'loose_object',
  expects: 'Object',
  entries,
  run: (value) => {
    if (!value || typeof value !== 'object') return mismatch('type', 'Object', received(value));
    for (const key in entries) {
      const shape = entries[key] as Shape;
      if (!(key in value)) {
        if (shape.kind === 'optional') continue;
        return under(key, mismatch('key', `"${key}"`, 'undefined'));
      }
      const found = shape.run((value as Record<string, unknown>)[key]);
      if (found) return under(key, found);
    }
    return undefined;
  },
});

/** Whether `value` fits `shape`. */
export const fits = <T>(shape: Shape<T>, value: unknown): value is T => !shape.run(value);

/** A mismatch's path as dots (`activities.0.stage`), `(root)` for the value itself. */
export const dotPath = (found: ShapeMismatch) =>
  found.path.length ? found.path.join('.') : '(root)';
