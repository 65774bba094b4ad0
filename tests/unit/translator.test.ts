import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { firstMessages } from '../../src/i18n/message-parts.ts';
import { addLaterMessages, createTranslator } from '../../src/i18n/translator.ts';

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

  it('starts with the first part and finds the rest once it is loaded', () => {
    const t = createTranslator('de', firstMessages(de), firstMessages(en));
    expect(t('rewards.title')).toBe(de.rewards.title);
    expect(t('lottery.intro')).toBe('lottery.intro');
    addLaterMessages('en', en);
    expect(t('lottery.intro')).toBe(en.lottery.intro);
    addLaterMessages('de', de);
    expect(t('lottery.intro')).toBe(de.lottery.intro);
    expect(t('header.login')).toBe(de.header.login);
  });
});

describe('first messages', () => {
  it('keep what the centre and the shell draw, and leave the other routes’ texts for later', () => {
    const first = firstMessages(en);
    expect(first.centre).toEqual(en.centre);
    expect(first.header).toEqual(en.header);
    expect(first.inbox).toEqual({
      title: en.inbox.title,
      badgeLabel: en.inbox.badgeLabel,
      badgeLabelOne: en.inbox.badgeLabelOne,
      badgeLabelMany: en.inbox.badgeLabelMany,
    });
    // The centre counts its activities; a task's units and a reward's draws are other routes'.
    expect(first.format).toEqual({
      plural: { activities: en.format.plural.activities },
      utcTitle: en.format.utcTitle,
    });
    expect(en.format.unit.step.one).toBe('step');
    expect(first.lottery).toBeUndefined();
    expect(first.detail).toBeUndefined();
    // The translation tip is tr-TR's only: its texts come with its part.
    expect(first.tip).toBeUndefined();
    // The words for a refusal or a failed call are the other routes' (failure-text.ts); the
    // logout notice's and the crash page's are the start's.
    expect(first.codes).toEqual({ '434': en.codes['434'], '00004': en.codes['00004'] });
    expect(Object.keys(first.errors ?? {}).sort()).toEqual(['crashed']);
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
