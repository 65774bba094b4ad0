// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { HEADERS } from '../../../src/api/contract.ts';
import { createExchangeClock } from '../../../src/api/exchange-clock.ts';
import { type HttpRequest, type HttpResponse, TransportTimeout } from '../../../src/api/http.ts';
import { canonicalRequest, signRequest } from '../../../src/api/signature.ts';
import { CHOSEN_HOST_KEY } from '../../../src/app/config.ts';
import {
  type EarlyCall,
  startEarlyCalls,
  takeEarlyCalls,
  withEarlyAnswers,
} from '../../../src/app/first-view/early-calls.ts';
import { banner, summary } from '../first-view-fixtures.ts';

const ORIGIN = 'https://www.exchange.test';
/** The main domain's public gateway, where an anonymous call goes (SPEC §4). */
const GATEWAY = 'https://gateway1.www.exchange.test';
const NOW = Date.now();
const envelope = (data: unknown) => JSON.stringify({ code: '00000', msg: 'ok', data });
const LIST = {
  serverTime: NOW,
  activities: [
    {
      ...summary,
      activityId: 1,
      startTime: NOW - 10_000,
      endTime: NOW - 5_000,
      imageUrl: '/ended.svg',
    },
    {
      ...summary,
      activityId: 2,
      startTime: NOW - 10_000,
      endTime: NOW + 60_000,
      imageUrl: '/live.svg',
    },
  ],
};
const BANNER = { mainBannerList: [{ ...banner, imageUrl: '/banner.svg' }] };

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A page's window as the head script sees it, its requests recorded and answered at once. */
function page(
  answer: (sent: Sent) => Response = () => new Response(envelope(LIST)),
  pathname = `/${document.documentElement.lang}/`,
) {
  const sent: Sent[] = [];
  const win = {
    document,
    crypto: globalThis.crypto,
    performance,
    location: { origin: ORIGIN, pathname },
    fetch: async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      };
      sent.push(call);
      return answer(call);
    },
  } as unknown as Window & typeof globalThis;
  return { win, sent };
}

const centreAnswers = (sent: Sent) =>
  new Response(envelope(sent.url.includes('mainBanner') ? BANNER : LIST), {
    headers: { 'x-exchange-time': String(NOW + 3_600_000) },
  });

afterEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.lang = '';
});

describe("a static shell's early calls", () => {
  it("asks for the centre's lists on the main domain, signed, in the page's language", async () => {
    document.documentElement.lang = 'de';
    const { win, sent } = page(centreAnswers);
    startEarlyCalls(win);
    const calls = takeEarlyCalls(win);
    await Promise.all(calls.map((call) => call.answer));
    // Each leaves once signed, in whichever order the signatures come.
    expect(sent.map((s) => `${s.method} ${s.url}`).sort()).toEqual([
      `GET ${GATEWAY}/v1/activity/list?languageType=de_DE`,
      `POST ${GATEWAY}/v1/mix/index/mainBanner`,
    ]);
    // The exchange checks the signature over the call as it arrived.
    const list = sent.find((s) => s.method === 'GET');
    const signed = {
      method: 'GET',
      path: '/v1/activity/list',
      query: { languageType: 'de_DE' },
      body: '',
      timestamp: list?.headers[HEADERS.timestamp] ?? '',
      token: '',
      traceId: list?.headers[HEADERS.traceId] ?? '',
      idempotencyKey: '',
    };
    expect(canonicalRequest(signed)).toContain('/v1/activity/list');
    expect(list?.headers[HEADERS.signature]).toBe(await signRequest(signed));
    // Taken once: the global is gone.
    expect(takeEarlyCalls(win)).toEqual([]);
  });

  it("fetches the first listed card's image and the first banner's once they answer", async () => {
    document.documentElement.lang = 'en';
    const { win } = page(centreAnswers);
    startEarlyCalls(win);
    await Promise.all(takeEarlyCalls(win).map((call) => call.answer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(preloads.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/banner.svg',
      '/live.svg',
    ]);
  });

  it("asks for an activity's detail on its page, and fetches its image", async () => {
    document.documentElement.lang = 'en';
    const { win, sent } = page(
      () => new Response(envelope({ ...LIST.activities[1], imageUrl: '/detail.svg' })),
      '/en/activity/5',
    );
    startEarlyCalls(win);
    await Promise.all(takeEarlyCalls(win).map((call) => call.answer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((s) => s.url).sort()).toEqual([
      `${GATEWAY}/v1/activity/general/checkShowActivity?activityId=5&languageType=en_US`,
      `${GATEWAY}/v1/activity/noLoginDetail?activityId=5&languageType=en_US`,
    ]);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')];
    // The detail's image; the visibility check names none.
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/detail.svg']);
  });

  it('makes no call on a page it does not know', async () => {
    document.documentElement.lang = 'en';
    const { win, sent } = page(undefined, '/en/rewards');
    startEarlyCalls(win);
    expect(takeEarlyCalls(win)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('goes to a stored host only when it was under 3,000 ms (SPEC §4)', async () => {
    document.documentElement.lang = 'en';
    for (const [speed, host] of [
      [120, 'https://gateway1.api-1.exchange.test'],
      [3000, GATEWAY],
    ] as const) {
      sessionStorage.setItem(
        CHOSEN_HOST_KEY,
        JSON.stringify({ host: 'https://api-1.exchange.test', speed }),
      );
      const { win, sent } = page();
      startEarlyCalls(win);
      await Promise.all(takeEarlyCalls(win).map((call) => call.answer));
      expect(sent.map((s) => s.url.split('/v1/')[0])).toEqual([host, host]);
    }
  });

  it("is handed to the app's client for the same call, once, without its clock", async () => {
    document.documentElement.lang = 'en';
    const { win, sent } = page(centreAnswers);
    startEarlyCalls(win);
    const own: HttpRequest[] = [];
    const transport = withEarlyAnswers(async (request): Promise<HttpResponse> => {
      own.push(request);
      return { status: 200, text: envelope(LIST), headers: {} };
    }, takeEarlyCalls(win));
    let learnt = 0;
    const clock = createExchangeClock(Date.now, { onChange: () => (learnt += 1) });
    const client = createApiClient({
      transport,
      baseUrl: async () => ORIGIN,
      token: () => undefined,
      language: () => 'en_US',
      clock,
      traceId: () => 'trace',
    });
    const list = await client('activityList', {});
    await client('mainBanner', {});
    expect(list.activities.map((a) => a.activityId)).toEqual([1, 2]);
    expect(sent).toHaveLength(2);
    expect(own).toHaveLength(0);
    expect(clock.offsetMs()).toBe(0);
    expect(learnt).toBe(0);
    // A second ask (a refresh) is the app's own call.
    await client('activityList', {});
    expect(own).toHaveLength(1);
  });
});

describe("the app's transport with early calls", () => {
  const request: HttpRequest = {
    method: 'GET',
    url: `${ORIGIN}/v1/activity/list`,
    params: { languageType: 'en_US' },
    headers: { [HEADERS.token]: '' },
  };
  const early = (answer: HttpResponse | undefined, key?: string): EarlyCall => ({
    key: key ?? `GET\n${ORIGIN}/v1/activity/list\nlanguageType=en_US\n\n`,
    answer: Promise.resolve(answer),
    answeredAt: 0,
  });
  const own = async (): Promise<HttpResponse> => ({ status: 200, text: 'own' });

  it('sends its own request for another call, another session, a refusal, no answer or a stale one', async () => {
    const cases: [EarlyCall, number][] = [
      [early({ status: 200, text: 'early' }, `GET\n${ORIGIN}/v1/other\n\n\n`), 0],
      [early({ status: 200, text: 'early' }), 0],
      [early({ status: 400, text: 'early' }), 0],
      [early(undefined), 0],
      [early({ status: 200, text: 'early' }), 3000],
    ];
    const texts: string[] = [];
    for (const [index, [call, at]] of cases.entries()) {
      const transport = withEarlyAnswers(own, [call], () => at);
      const sentAs = index === 1 ? { ...request, headers: { [HEADERS.token]: 'tok' } } : request;
      texts.push((await transport(sentAs)).text);
    }
    expect(texts).toEqual(['own', 'own', 'own', 'own', 'own']);
    const fresh = withEarlyAnswers(own, [early({ status: 200, text: 'early' })], () => 2999);
    expect((await fresh(request)).text).toBe('early');
  });
  it("keeps the request's deadline: a hung early call fails as the request is aborted", async () => {
    const hung: EarlyCall = { ...early(undefined), answer: new Promise(() => {}) };
    const transport = withEarlyAnswers(own, [hung], () => 0);
    const deadline = new AbortController();
    const answered = transport({ ...request, signal: deadline.signal });
    deadline.abort(new Error('deadline'));
    await expect(answered).rejects.toThrow('deadline');
  });
  it('ends the call by its deadline counted from when the early call left (SPEC §9)', async () => {
    vi.useFakeTimers();
    try {
      let clock = 9_000;
      const hung: EarlyCall = {
        key: early(undefined).key,
        answer: new Promise(() => {}),
        sentAt: 0,
      };
      const transport = withEarlyAnswers(own, [hung], () => clock);
      const answered = transport(request);
      const outcome = answered.then(
        () => 'answered',
        (error: unknown) => (error instanceof TransportTimeout ? 'timed out' : String(error)),
      );
      clock = 9_999;
      await vi.advanceTimersByTimeAsync(999);
      clock = 10_000;
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('timed out');
    } finally {
      vi.useRealTimers();
    }
  });
});
