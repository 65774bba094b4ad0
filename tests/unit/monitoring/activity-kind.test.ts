import { describe, expect, it } from 'vitest';
import { activityKindOf } from '../../../src/app/monitoring/activity-kind.ts';
import { commonFields, pageNameOf } from '../../../src/app/monitoring/page-context.ts';
import { readEnvironment } from '../../../src/platform/environment.ts';

describe('activity kinds by address fragments (SPEC §2)', () => {
  it.each([
    ['/events/daily-lottery', 'daily_trading_lottery'],
    ['/en/events/lucky-draw', 'daily_trading_lottery'],
    ['/events/spring-competition', 'trading_competition'],
    ['/events/newbie-gift', 'newcomer_activity'],
    ['/events/welcome-event', 'newcomer_activity'],
    ['/rewards', 'benefits_centre'],
    ['/events/trading-deposit-bonus', 'deposit_and_trade'],
    ['/events/promo-copy', 'copy_trading'],
    ['/events/x#competition', 'trading_competition'],
  ])('%s is %s', (address, kind) => {
    expect(activityKindOf(address)).toBe(kind);
  });

  it('names no kind when no fragment is there', () => {
    expect(activityKindOf('/activity/12')).toBeUndefined();
    expect(activityKindOf('/')).toBeUndefined();
  });

  it('names the page without the locale prefix', () => {
    expect(pageNameOf('/')).toBe('activity_centre');
    expect(pageNameOf('/fa-IR/rewards')).toBe('rewards');
    expect(pageNameOf('/activity/3')).toBe('activity_detail');
    expect(pageNameOf('/somewhere')).toBe('other');
  });

  it('gives every event the common fields: h5 in the app, web in a browser', () => {
    const base = {
      href: () => 'http://127.0.0.1:9800/en/events/daily-lottery?sensors',
      loggedIn: () => true,
      anonymousId: 'anon',
    };
    const web = commonFields({ ...base, env: readEnvironment(base.href(), 'Mozilla/5.0') });
    expect(web).toEqual({
      platform: 'web',
      domain_name: '127.0.0.1',
      is_login_user: true,
      activity_name: 'daily_trading_lottery',
      activity_page_name: 'activity_detail',
      anonymous_id: 'anon',
    });
    const app = commonFields({ ...base, env: readEnvironment(base.href(), 'ExchangeApp/7.1') });
    expect(app.platform).toBe('h5');
  });
});
