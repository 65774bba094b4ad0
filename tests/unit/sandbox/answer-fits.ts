import type { CallName } from '../../../src/api/contract.ts';
import { checkAnswer, RESPONSE_SCHEMAS } from '../../../src/api/schemas.ts';
import { fits, type Shape } from '../../../src/api/shape.ts';

/**
 * Every field of `value` that its schema does not name, as `path: problem` lines. The app's
 * schemas are loose on purpose (the exchange may add fields); the sandbox is ours, so what it
 * sends beyond the contract is a leak.
 */
export function fieldsOutsideSchema(value: unknown, schema: Shape, path = 'data'): string[] {
  switch (schema.kind) {
    case 'loose_object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
      const entries = schema.entries ?? {};
      return Object.entries(value).flatMap(([key, field]) => {
        const fieldSchema = entries[key];
        return fieldSchema
          ? fieldsOutsideSchema(field, fieldSchema, `${path}.${key}`)
          : [`${path}.${key}: not in the contract`];
      });
    }
    case 'array':
      return Array.isArray(value) && schema.item
        ? value.flatMap((item, i) => fieldsOutsideSchema(item, schema.item!, `${path}[${i}]`))
        : [];
    case 'optional':
      return value === undefined || !schema.wrapped
        ? []
        : fieldsOutsideSchema(value, schema.wrapped, path);
    case 'union': {
      const fitting = (schema.options ?? []).filter((option) => fits(option, value));
      const each = fitting.map((option) => fieldsOutsideSchema(value, option, path));
      return each.find((problems) => problems.length === 0) ?? each[0] ?? [];
    }
    default:
      return [];
  }
}

/**
 * How the data of a successful answer to `name` departs from the app's own schema of it: where
 * it breaks the schema (what the app would refuse as malformed), and every field it adds.
 */
export function answerErrors(name: CallName, data: unknown): string[] {
  const fit = checkAnswer(name, data);
  const broken = fit.ok ? [] : [`${fit.mismatch.path}: ${fit.mismatch.message}`];
  return [...broken, ...fieldsOutsideSchema(data, RESPONSE_SCHEMAS[name])];
}
