import en from '../../../locales/en.json' with { type: 'json' };
import type { SeenFailure } from './screen.ts';

const CODES: Record<string, string> = en.codes;

/**
 * The English words a user must be given for a failure (SPEC §8: each code its own message;
 * otherwise one per kind of failure), as the screens that name the cause show them.
 */
export function failureWords(failure: SeenFailure): string {
  if (failure.kind === 'code') {
    const code = failure.code ?? '';
    return CODES[code] ?? en.codes.other.replace('{{code}}', code);
  }
  return en.errors[failure.kind];
}
