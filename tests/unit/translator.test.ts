import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { createTranslator } from '../../src/i18n/translator.ts';

describe('translator', () => {
  it('fills parameters', () => {
    const t = createTranslator('en', en, en);
    expect(t('header.account', { name: 'Ada' })).toBe('Signed in as Ada');
  });

  it('shows English for a key a locale lacks, and English for a locale with no file', () => {
    const t = createTranslator('de', { header: { ...en.header, login: 'Anmelden' } }, en);
    expect(t('header.login')).toBe('Anmelden');
    expect(t('header.logout')).toBe('Log out');
    expect(t('centre.title')).toBe('Activity centre');
    expect(createTranslator('ja', undefined, en)('header.login')).toBe('Log in');
  });
});
