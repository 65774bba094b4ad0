import { describe, expect, it } from 'vitest';
import { EMPTY_KOL_DRAFT, parseKolDraft } from '../../src/domain/beginner.ts';

describe('a KOL draft read back from the tab’s storage', () => {
  it('is taken as kept', () => {
    const draft = { way: 'phone', kolCode: '', mobile: '0151 1234', countryCode: 'DE' } as const;
    expect(parseKolDraft(draft)).toEqual(draft);
    expect(parseKolDraft(EMPTY_KOL_DRAFT)).toEqual(EMPTY_KOL_DRAFT);
  });

  it('is dropped when it is not one: another shape, another way, an oversized field', () => {
    expect(parseKolDraft(undefined)).toBeUndefined();
    expect(parseKolDraft('KOLABC')).toBeUndefined();
    expect(parseKolDraft({ ...EMPTY_KOL_DRAFT, way: 'mail' })).toBeUndefined();
    expect(parseKolDraft({ way: 'code', kolCode: 'KOLABC', mobile: '' })).toBeUndefined();
    expect(parseKolDraft({ ...EMPTY_KOL_DRAFT, kolCode: 'x'.repeat(65) })).toBeUndefined();
  });
});
