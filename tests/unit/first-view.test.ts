// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  firstViewFits,
  firstViewRouteOf,
  parseFirstView,
  serializeFirstView,
} from '../../src/app/first-view/first-view.ts';
import { createFirstViewSource } from '../../src/app/first-view/first-view-source.ts';
import { ACTIVITY, banner, CENTRE, detail, summary, T0 } from './first-view-fixtures.ts';

describe('the first view', () => {
  it.each([
    ['/', '', { route: 'centre', locale: 'en' }],
    ['/ar/', '', { route: 'centre', locale: 'ar' }],
    ['/ar', '', { route: 'centre', locale: 'ar' }],
    ['/', '?locale=fa-IR', { route: 'centre', locale: 'fa-IR' }],
    ['/activity/14', '', { route: 'activity', locale: 'en', activityId: 14 }],
    ['/tr-TR/activity/8/', '', { route: 'activity', locale: 'tr-TR', activityId: 8 }],
    ['/rewards', '', undefined],
    ['/activity/0', '', undefined],
    ['/activity/abc', '', undefined],
    ['/events/squad-up', '', { route: 'event', locale: 'en', alias: 'squad-up' }],
    ['/ar/events/squad%20up', '', { route: 'event', locale: 'ar', alias: 'squad up' }],
    ['/events', '', undefined],
    ['/events/a/b', '', undefined],
    ['/xx/', '', undefined],
  ])('knows which page %s%s opens', (path, search, expected) => {
    expect(firstViewRouteOf(path, search)).toEqual(expected);
  });

  it('goes into the page as JSON that no campaign text can close early', () => {
    const text = serializeFirstView(ACTIVITY);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(parseFirstView(text)).toEqual(ACTIVITY);
    expect(parseFirstView(serializeFirstView(CENTRE))).toEqual(CENTRE);
  });

  it('reads as none when it is not JSON, names no locale, or breaks the contract', () => {
    expect(parseFirstView(undefined)).toBeUndefined();
    expect(parseFirstView('{"route":')).toBeUndefined();
    expect(parseFirstView(JSON.stringify({ ...CENTRE, locale: 'xx' }))).toBeUndefined();
    expect(parseFirstView(JSON.stringify({ ...CENTRE, loggedIn: 'yes' }))).toBeUndefined();
    const wrongStage = {
      ...CENTRE,
      activityList: { activities: [{ ...summary, stage: 'SOON' }], serverTime: T0 },
    };
    expect(parseFirstView(JSON.stringify(wrongStage))).toBeUndefined();
    // The detail of another activity than the page's is not this page's.
    expect(parseFirstView(JSON.stringify({ ...ACTIVITY, activityId: 6 }))).toBeUndefined();
    expect(parseFirstView(JSON.stringify({ ...CENTRE, route: 'rewards' }))).toBeUndefined();
  });

  it('is used only on its own page, locale and session', () => {
    const route = firstViewRouteOf('/ar/activity/5', '');
    expect(firstViewFits(ACTIVITY, { route, loggedIn: true })).toBe(true);
    expect(firstViewFits(ACTIVITY, { route, loggedIn: false })).toBe(false);
    expect(
      firstViewFits(ACTIVITY, { route: firstViewRouteOf('/activity/5', ''), loggedIn: true }),
    ).toBe(false);
    expect(
      firstViewFits(ACTIVITY, { route: firstViewRouteOf('/ar/activity/6', ''), loggedIn: true }),
    ).toBe(false);
    expect(firstViewFits(CENTRE, { route: firstViewRouteOf('/', ''), loggedIn: false })).toBe(true);
    expect(
      firstViewFits(CENTRE, { route: firstViewRouteOf('/rewards', ''), loggedIn: false }),
    ).toBe(false);
    // An /events page's view is the one made for its alias, and only for that page.
    const EVENT = { ...ACTIVITY, alias: 'btc-sprint' };
    const at = (path: string) => ({ route: firstViewRouteOf(path, ''), loggedIn: true });
    expect(firstViewFits(EVENT, at('/ar/events/btc-sprint'))).toBe(true);
    expect(firstViewFits(EVENT, at('/ar/events/other'))).toBe(false);
    expect(firstViewFits(EVENT, at('/ar/activity/5'))).toBe(false);
    expect(firstViewFits(ACTIVITY, at('/ar/events/btc-sprint'))).toBe(false);
  });

  it('hands an /events page the view made for its alias, and no other page', () => {
    const source = createFirstViewSource(
      { ...ACTIVITY, alias: 'btc-sprint' },
      { now: () => T0, loggedIn: () => true },
    );
    expect(source.activity(5)).toBeUndefined();
    expect(source.activity(undefined, 'other')).toBeUndefined();
    expect(source.activity(undefined, 'btc-sprint')?.detail.activityId).toBe(5);
  });

  it('is handed to its page while the user stays on it, in the session it was made for', () => {
    let loggedIn = false;
    const source = createFirstViewSource(CENTRE, { now: () => T0 + 60, loggedIn: () => loggedIn });
    // The time the server drew the page at, not the clock's: the first render is the server's.
    expect(source.centre()).toEqual({
      activities: [summary],
      banners: [banner],
      serverTime: T0 + 5,
      receivedAt: T0 + 5,
    });
    expect(source.activity(5)).toBeUndefined();
    loggedIn = true;
    expect(source.centre()).toBeUndefined();
    loggedIn = false;
    source.drop();
    expect(source.centre()).toBeUndefined();

    const page = createFirstViewSource(ACTIVITY, { now: () => T0 + 60, loggedIn: () => true });
    expect(page.activity(6)).toBeUndefined();
    const { serverTime: _time, ...withoutClock } = detail;
    expect(page.activity(5)).toEqual({
      detail: withoutClock,
      serverTime: T0 + 7,
      receivedAt: T0 + 7,
    });
  });
});
