import type { Failure } from '../domain/codes.ts';
import type { MessageKey } from './messages.ts';
import type { Translate } from './translator.ts';

const CODE_KEYS: Record<string, MessageKey> = {
  '51020': 'codes.51020',
  '51021': 'codes.51021',
  '51023': 'codes.51023',
  '51040': 'codes.51040',
  '51070': 'codes.51070',
  '51071': 'codes.51071',
  '00004': 'codes.00004',
  '434': 'codes.434',
  '600': 'codes.600',
};

/**
 * What to tell the user about a failure: the code's own message (SPEC §8), else one per
 * kind. `serverMessage` is the exchange's text for 51020 ("tip message"), shown when present.
 */
export function failureText(
  t: Translate,
  failure: Failure | undefined,
  serverMessage?: string,
): string {
  if (!failure) return t('errors.unknown');
  if (failure.kind === 'code' && failure.code) {
    if (failure.code === '51020' && serverMessage) return serverMessage;
    const key = CODE_KEYS[failure.code];
    return key ? t(key) : t('codes.other', { code: failure.code });
  }
  const kinds: Record<Failure['kind'], MessageKey> = {
    network: 'errors.network',
    timeout: 'errors.timeout',
    http: 'errors.http',
    malformed: 'errors.malformed',
    code: 'errors.unknown',
    unknown: 'errors.unknown',
  };
  return t(kinds[failure.kind]);
}
