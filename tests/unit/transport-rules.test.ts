import { describe, expect, it } from 'vitest';
import {
  isOfficialUrl,
  parsePartners,
  parseSites,
  parseVerify,
  sitesFor,
} from '../../src/domain/host-files.ts';
import { chartMarketOf, contractSymbol } from '../../src/domain/market.ts';
import { hasLiveRanking, maskName } from '../../src/domain/ranking.ts';
import { canShareImageNatively } from '../../src/domain/version.ts';
import { readEnvironment } from '../../src/platform/environment.ts';

describe('the 4.4.18 Android threshold (SPEC §9): native image share', () => {
  it('needs app 4.4.18 or newer on Android, any version elsewhere', () => {
    expect(canShareImageNatively(true, '4.4.18')).toBe(true);
    expect(canShareImageNatively(true, '4.10.0')).toBe(true);
    expect(canShareImageNatively(true, '4.4.17')).toBe(false);
    expect(canShareImageNatively(true, '4.4')).toBe(false);
    expect(canShareImageNatively(true, undefined)).toBe(false);
    expect(canShareImageNatively(false, '3.3.0')).toBe(true);
  });

  it('reads Android and the app version from the user agent', () => {
    const env = readEnvironment(
      'https://x.test/',
      'Mozilla/5.0 (Linux; Android 14) ExchangeApp/4.4.17',
    );
    expect([env.android, env.appVersion]).toEqual([true, '4.4.17']);
    expect(readEnvironment('https://x.test/', 'Mozilla/5.0 (iPhone)').android).toBe(false);
  });

  it('takes compress from the address: ?compress, =1 or =true; =0 and =false do not', () => {
    const compress = (q: string) => readEnvironment(`https://x.test/${q}`, '').compress;
    expect([compress('?compress'), compress('?compress=1'), compress('?compress=true')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([compress(''), compress('?compress=0'), compress('?compress=false')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('host files (verify.txt, agency and affiliate lists)', () => {
  const channels = parseVerify(
    '# comment\ndomain sandbox-exchange.com\nemail a@b.c\nbogus line here\nfax 123\n',
  );

  it('reads verify.txt’s channels and skips comments and unknown kinds', () => {
    expect(channels).toEqual([
      { kind: 'domain', value: 'sandbox-exchange.com' },
      { kind: 'email', value: 'a@b.c' },
    ]);
    expect(() => parseVerify('# nothing\n')).toThrow();
  });

  it('trusts only https links on an official domain or its subdomains', () => {
    expect(isOfficialUrl('https://agency.sandbox-exchange.com/x', channels)).toBe(true);
    expect(isOfficialUrl('http://agency.sandbox-exchange.com', channels)).toBe(false);
    expect(isOfficialUrl('https://sandbox-exchange.com.evil.test', channels)).toBe(false);
    expect(isOfficialUrl('https://evilsandbox-exchange.com', channels)).toBe(false);
    expect(isOfficialUrl('not a url', channels)).toBe(false);
  });

  it('offers a reader their language’s sites first, then the global ones, official only', () => {
    const sites = parseSites([
      {
        name: 'Global',
        url: 'https://a.sandbox-exchange.com',
        region: 'global',
        languages: ['en'],
      },
      { name: 'TR', url: 'https://tr.sandbox-exchange.com', region: 'TR', languages: ['tr-TR'] },
      { name: 'Fake', url: 'https://phish.test', region: 'global', languages: ['tr-TR'] },
      { url: 'https://no-name.sandbox-exchange.com' },
    ]);
    expect(sites).toHaveLength(3);
    expect(sitesFor(sites, channels, 'tr-TR').map((s) => s.name)).toEqual(['TR', 'Global']);
    expect(sitesFor(sites, channels, 'vi').map((s) => s.name)).toEqual(['Global']);
    expect(sitesFor(sites, [], 'en')).toEqual([]);
    expect(() => parseSites({})).toThrow();
    expect(
      parsePartners([{ id: 1, name: 'P', website: 'https://p.example' }, { id: 'x' }]),
    ).toEqual([{ id: 1, name: 'P', region: '', website: 'https://p.example', tier: '' }]);
  });
});

describe('contract chart and live ranking rules', () => {
  it('follows the contract socket for futures activities and names the perpetual', () => {
    expect(chartMarketOf(2)).toBe('contract');
    expect(chartMarketOf(10)).toBe('spot');
    expect(contractSymbol('BTC_USDT')).toBe('cmt_btcusdt');
  });

  it('ranks competitions and team activities, masking names', () => {
    expect([2, 8, 13].every(hasLiveRanking)).toBe(true);
    expect(hasLiveRanking(5)).toBe(false);
    expect(maskName('Ada Trader')).toBe('Ada***');
  });
});
