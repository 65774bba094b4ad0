import { ApiError, BAD_REQUEST } from './envelope.ts';

/**
 * A call's parameters, merged: the JSON body, then the query string, then the path
 * parameters (later ones win). Query values arrive as text, body values as JSON.
 */
export type CallInput = Readonly<Record<string, unknown>>;

const bad = (msg: string) => new ApiError(BAD_REQUEST, msg, 400);

function present(input: CallInput, name: string): boolean {
  const value = input[name];
  return value !== undefined && value !== null && value !== '';
}

/** An integer parameter, from a JSON number or decimal text; undefined when absent. */
export function optionalInt(
  input: CallInput,
  name: string,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {},
): number | undefined {
  if (!present(input, name)) return undefined;
  const raw = input[name];
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^-?\d+$/.test(raw)
        ? Number(raw)
        : NaN;
  if (!Number.isSafeInteger(value)) throw bad(`bad parameter ${name}: expected an integer`);
  if (value < min || value > max) throw bad(`bad parameter ${name}: expected ${min} to ${max}`);
  return value;
}

/** A required integer parameter (ids are 1 or more by default). */
export function requiredInt(input: CallInput, name: string, range = { min: 1 }): number {
  const value = optionalInt(input, name, range);
  if (value === undefined) throw bad(`missing parameter ${name}`);
  return value;
}

/** A text parameter of at most `max` characters; undefined when absent. */
export function optionalText(input: CallInput, name: string, max = 200): string | undefined {
  if (!present(input, name)) return undefined;
  const raw = input[name];
  if (typeof raw !== 'string') throw bad(`bad parameter ${name}: expected text`);
  if (raw.length > max) throw bad(`bad parameter ${name}: longer than ${max} characters`);
  return raw;
}

/** A required text parameter. */
export function requiredText(input: CallInput, name: string, max = 200): string {
  const value = optionalText(input, name, max);
  if (value === undefined) throw bad(`missing parameter ${name}`);
  return value;
}

/** One of a fixed set of values; undefined when absent. */
export function optionalOneOf<T extends string | number>(
  input: CallInput,
  name: string,
  values: readonly T[],
): T | undefined {
  if (!present(input, name)) return undefined;
  const raw = input[name];
  const found = values.find((v) => String(v) === String(raw));
  if (found === undefined) throw bad(`bad parameter ${name}: expected one of ${values.join(', ')}`);
  return found;
}

/** A boolean from JSON or the text true/false; undefined when absent. */
export function optionalBool(input: CallInput, name: string): boolean | undefined {
  if (!present(input, name)) return undefined;
  const raw = input[name];
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw bad(`bad parameter ${name}: expected true or false`);
}

/** A list of positive integers (JSON array, or comma-separated text); undefined when absent. */
export function optionalIdList(input: CallInput, name: string): number[] | undefined {
  if (!present(input, name)) return undefined;
  const raw = input[name];
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
  if (!items || items.length > 500) throw bad(`bad parameter ${name}: expected a list of ids`);
  return items.map((item, i) => requiredInt({ [`${name}[${i}]`]: item }, `${name}[${i}]`));
}

/** A page of a list: 1-based `pageIndex`, `pageSize` up to `maxSize`. */
export function pageOf(
  input: CallInput,
  { defaultSize = 20, maxSize = 100 } = {},
): { pageIndex: number; pageSize: number } {
  return {
    pageIndex: optionalInt(input, 'pageIndex', { min: 1 }) ?? 1,
    pageSize: optionalInt(input, 'pageSize', { min: 1, max: maxSize }) ?? defaultSize,
  };
}
