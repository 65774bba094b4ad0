import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { ANSWER_HEADERS, CALLS, HEADERS } from '../../src/api/contract.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createExchangeClock, exchangeTimeOf } from '../../src/api/exchange-clock.ts';
import { probeHealth } from '../../src/api/health.ts';
import type { HttpRequest, HttpResponse } from '../../src/api/http.ts';
import { SIGNATURE_MAX_SKEW_MS, signRequest } from '../../src/api/signature.ts';
import { RequestCode } from '../../src/domain/codes.ts';

const DAY = 86_400_000;
const HOUR_MS = 3_600_000;
const EXCHANGE_EPOCH = 1_800_000_000_000;

/**
 * A fake exchange on a fake network: its clock reads `exchangeNow`, each call takes `latency`
 * ms of the device's clock each way, and it refuses timestamps as the sandbox does.
 */
function fakeExchange(options: { deviceSkew: number; latency?: number; stampAnswers?: boolean }) {
  let device = EXCHANGE_EPOCH + options.deviceSkew;
  const latency = options.latency ?? 40;
  const exchangeNow = () => device - options.deviceSkew;
  const requests: HttpRequest[] = [];
  const stamp = (): Record<string, string> =>
    options.stampAnswers === false ? {} : { [ANSWER_HEADERS.exchangeTime]: String(exchangeNow()) };
  const answer = (status: number, code: string, data: unknown = null): HttpResponse => ({
    status,
    text: JSON.stringify({ code, msg: code, data }),
    headers: stamp(),
  });
  const transport = async (request: HttpRequest): Promise<HttpResponse> => {
    requests.push(request);
    device += latency;
    const timestamp = Number(request.headers[HEADERS.timestamp]);
    const response =
      Math.abs(timestamp - exchangeNow()) > SIGNATURE_MAX_SKEW_MS
        ? answer(400, RequestCode.TimestampOutOfRange)
        : answer(200, '00000', { mainBannerList: [] });
    device += latency;
    return response;
  };
  const clock = createExchangeClock(() => device);
  let traces = 0;
  const client = createApiClient({
    transport,
    baseUrl: async () => 'http://api-1.localhost:8081',
    token: () => 'tok',
    language: () => 'en_US',
    clock,
    traceId: () => `trace-${++traces}`,
  });
  return {
    client,
    clock,
    requests,
    exchangeNow,
    /** Moves the exchange's clock (time travel) by `ms`. */
    jump(ms: number) {
      options.deviceSkew -= ms;
    },
  };
}

/**
 * A client whose exchange refuses every call with `code` (HTTP 400), stamping each answer with
 * the time `timeOf(n)` gives for its n-th request; and the requests it was sent.
 */
function refusingExchange(code: string, timeOf: (n: number) => string) {
  const requests: HttpRequest[] = [];
  const client = createApiClient({
    transport: async (r) => {
      requests.push(r);
      return {
        status: 400,
        text: JSON.stringify({ code, msg: 'refused', data: null }),
        headers: { [ANSWER_HEADERS.exchangeTime]: timeOf(requests.length) },
      };
    },
    baseUrl: async () => 'http://api-1.localhost:8081',
    token: () => undefined,
    language: () => 'en_US',
    clock: createExchangeClock(() => 0),
    traceId: () => `trace-${requests.length}`,
  });
  return { requests, client };
}

describe('the exchange clock', () => {
  it('reads the device clock until an answer tells it the exchange time', () => {
    let device = 5_000;
    const clock = createExchangeClock(() => device);
    expect(clock.now()).toBe(5_000);
    clock.learn({ exchangeTime: 100_000, sentAt: 5_000, receivedAt: 5_200 });
    // The exchange read its clock at the round trip's midpoint (device 5,100).
    expect(clock.offsetMs()).toBe(94_900);
    device = 6_000;
    expect(clock.now()).toBe(100_900);
  });

  it('follows the latest answer, so a jump of the exchange clock is followed', () => {
    const clock = createExchangeClock(() => 0);
    clock.learn({ exchangeTime: 10 * DAY, sentAt: 0, receivedAt: 0 });
    clock.learn({ exchangeTime: 3 * DAY, sentAt: 0, receivedAt: 0 });
    expect(clock.now()).toBe(3 * DAY);
  });

  it('starts from the offset an earlier page kept, and tells each change of a second or more', () => {
    const changes: number[] = [];
    const clock = createExchangeClock(() => 0, {
      offsetMs: DAY,
      onChange: (offset) => changes.push(offset),
    });
    expect(clock.now()).toBe(DAY);
    clock.learn({ exchangeTime: DAY + 400, sentAt: 0, receivedAt: 0 });
    clock.learn({ exchangeTime: -HOUR_MS + DAY * 2, sentAt: 0, receivedAt: 0 });
    expect(changes).toEqual([2 * DAY - HOUR_MS]);
  });

  it.each([
    ['garbled', 'soon'],
    ['negative', '-5'],
    ['beyond any date', '99999999999999999'],
  ])('ignores a %s time header', (_, value) => {
    const clock = createExchangeClock(() => 1_000);
    expect(exchangeTimeOf({ [ANSWER_HEADERS.exchangeTime]: value })).toBeUndefined();
    clock.learn({ exchangeTime: Number(value), sentAt: 0, receivedAt: 0 });
    expect(clock.now()).toBe(1_000);
  });

  it('falls back to the Date header, read as the middle of its second', () => {
    const date = 'Tue, 14 Nov 2023 22:13:20 GMT';
    expect(exchangeTimeOf({ [ANSWER_HEADERS.date]: date })).toBe(Date.parse(date) + 500);
    expect(
      exchangeTimeOf({ [ANSWER_HEADERS.date]: date, [ANSWER_HEADERS.exchangeTime]: '42' }),
    ).toBe(42);
  });

  it('is seeded by the health probe', async () => {
    const clock = createExchangeClock(() => 1_000);
    await probeHealth(
      async () => ({
        status: 200,
        text: JSON.stringify({ code: '00000', msg: 'ok', data: { status: 'ok', serverTime: 1 } }),
        headers: { [ANSWER_HEADERS.exchangeTime]: String(DAY) },
      }),
      'http://api-1.localhost:8081',
      new AbortController().signal,
      clock,
    );
    expect(clock.now()).toBe(DAY);
  });
});

describe('the client signs with the exchange clock', () => {
  it.each([
    ['a day ahead', DAY],
    ['a day behind', -DAY],
    ['an hour behind', -3_600_000],
  ])(
    'with a device clock %s: one refusal, one re-signed resend, then calls go through at once',
    async (_, skew) => {
      const exchange = fakeExchange({ deviceSkew: skew });
      await expect(exchange.client('mainBanner', {})).resolves.toEqual({ mainBannerList: [] });
      expect(exchange.requests).toHaveLength(2);
      const [first, resend] = exchange.requests;
      expect(first!.headers[HEADERS.traceId]).not.toBe(resend!.headers[HEADERS.traceId]);
      const resentAt = Number(resend!.headers[HEADERS.timestamp]);
      expect(Math.abs(resentAt - exchange.exchangeNow())).toBeLessThan(1_000);
      // The resend is signed over its own timestamp and trace id.
      expect(resend!.headers[HEADERS.signature]).toBe(
        await signRequest({
          method: 'POST',
          path: CALLS.mainBanner.path,
          query: {},
          body: '{}',
          timestamp: resend!.headers[HEADERS.timestamp]!,
          token: 'tok',
          traceId: resend!.headers[HEADERS.traceId]!,
          idempotencyKey: '',
        }),
      );

      await exchange.client('mainBanner', {});
      expect(exchange.requests).toHaveLength(3);
    },
  );

  it('with a device clock 4 minutes ahead sends each call once', async () => {
    const exchange = fakeExchange({ deviceSkew: 4 * 60_000 });
    await exchange.client('mainBanner', {});
    await exchange.client('mainBanner', {});
    expect(exchange.requests).toHaveLength(2);
  });

  it('resends once, never twice, when the exchange keeps refusing the timestamp', async () => {
    // A clock that reads something else at every answer: following it never helps.
    const { requests, client } = refusingExchange(RequestCode.TimestampOutOfRange, (n) =>
      String(n * DAY),
    );
    const error = await client('mainBanner', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(requests).toHaveLength(2);
  });

  it('does not resend a refusal that names no time to sync with', async () => {
    const exchange = fakeExchange({ deviceSkew: DAY, stampAnswers: false });
    await expect(exchange.client('mainBanner', {})).rejects.toMatchObject({ status: 400 });
    expect(exchange.requests).toHaveLength(1);
  });

  it('does not resend other refusals', async () => {
    const { requests, client } = refusingExchange(RequestCode.TraceReplayed, () => '5');
    await expect(client('mainBanner', {})).rejects.toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });

  it('follows a jump of the exchange clock from the next answer', async () => {
    const exchange = fakeExchange({ deviceSkew: 0 });
    await exchange.client('mainBanner', {});
    exchange.jump(7 * DAY);
    await exchange.client('mainBanner', {});
    await exchange.client('mainBanner', {});
    // The call after the jump is refused once and resent; the one after goes through at once.
    expect(exchange.requests).toHaveLength(4);
    expect(Math.abs(exchange.clock.now() - exchange.exchangeNow())).toBeLessThan(1_000);
  });

  it('keeps the idempotency key of a resend and gives it a new trace id and signature', async () => {
    const exchange = fakeExchange({ deviceSkew: DAY });
    const claim = () =>
      exchange
        .client('obtainReward', { activityId: 7, taskId: 3 }, { idempotencyKey: 'claim:7:3:day-1' })
        .catch(() => undefined);
    await claim();
    await claim();
    const keys = exchange.requests.map((r) => r.headers[HEADERS.idempotencyKey]);
    const traces = exchange.requests.map((r) => r.headers[HEADERS.traceId]);
    expect(exchange.requests).toHaveLength(3);
    expect(new Set(keys)).toEqual(new Set(['claim:7:3:day-1']));
    expect(new Set(traces).size).toBe(3);
    for (const r of exchange.requests) {
      expect(r.headers[HEADERS.signature]).toBe(
        await signRequest({
          method: 'POST',
          path: CALLS.obtainReward.path,
          query: r.params ?? {},
          body: r.body ?? '',
          timestamp: r.headers[HEADERS.timestamp]!,
          token: 'tok',
          traceId: r.headers[HEADERS.traceId]!,
          idempotencyKey: 'claim:7:3:day-1',
        }),
      );
    }
  });

  it('for any device skew and latency, a call takes at most two sends and the clock ends within the round trip', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -30 * DAY, max: 30 * DAY }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 4 }),
        async (skew, latency, calls) => {
          const exchange = fakeExchange({ deviceSkew: skew, latency });
          for (let i = 0; i < calls; i++) await exchange.client('mainBanner', {});
          const resends = Math.abs(skew) > SIGNATURE_MAX_SKEW_MS - 2 * latency ? 1 : 0;
          expect(exchange.requests.length).toBeLessThanOrEqual(calls + resends);
          expect(Math.abs(exchange.clock.now() - exchange.exchangeNow())).toBeLessThanOrEqual(
            latency,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
