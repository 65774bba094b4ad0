import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { BODY_LIMITS, nestsDeeperThan } from '../../../sandbox/api/body-limits.ts';
import { createTraceMemory, TRACE_WINDOW_MS } from '../../../sandbox/api/trace-memory.ts';
import { ANSWER_HEADERS, CALLS, HEADERS, requestParts } from '../../../src/api/contract.ts';
import { SIGNATURE_MAX_SKEW_MS } from '../../../src/api/signature.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { RequestCode, ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, signedCall, taskIdOf, tokenFor, useTempStore } from './helpers.ts';

const DAY = 86_400_000;

describe('the sandbox checks timestamps against its own clock (the exchange time)', () => {
  const ctx = useTempStore('each');
  const api = () => createApiApp({ store: ctx.store });

  it.each([
    ['a day ahead', DAY],
    ['a day behind', -DAY],
    ['an hour behind', -3_600_000],
  ])(
    'refuses a call signed with real time when its clock is %s, naming its time',
    async (_, offset) => {
      ctx.store.clock.setOffsetMs(offset);
      const res = await api().request(...signedCall('mainBanner', { timestamp: Date.now() }));
      expect(res.status).toBe(400);
      const envelope = await res.json();
      expect(envelope).toMatchObject({ code: RequestCode.TimestampOutOfRange, data: null });
      const told = Number(res.headers.get(ANSWER_HEADERS.exchangeTime));
      expect(Math.abs(told - ctx.store.clock.now())).toBeLessThan(60_000);

      const again = await api().request(...signedCall('mainBanner', { timestamp: told }));
      expect(again.status).toBe(200);
      expect((await again.json()).code).toBe(ResponseCode.Success);
    },
  );

  it('accepts a call up to the allowed skew from its clock, and refuses one beyond', async () => {
    ctx.store.clock.setOffsetMs(3 * DAY);
    const near = ctx.store.clock.now() + SIGNATURE_MAX_SKEW_MS - 30_000;
    const far = ctx.store.clock.now() - SIGNATURE_MAX_SKEW_MS - 30_000;
    expect((await api().request(...signedCall('mainBanner', { timestamp: near }))).status).toBe(
      200,
    );
    const refused = await api().request(...signedCall('mainBanner', { timestamp: far }));
    expect((await refused.json()).code).toBe(RequestCode.TimestampOutOfRange);
  });

  it('stamps every answer with its time, refusals, unknown paths and CORS included', async () => {
    ctx.store.clock.setOffsetMs(-2 * DAY);
    const answers = [
      await api().request(...signedCall('mainBanner')),
      await api().request('/v1/no/such/call'),
      await api().request(CALLS.health.path),
      await api().request(
        ...signedCall('mainBanner', { tamper: (h) => delete h[HEADERS.signature] }),
      ),
    ];
    for (const res of answers) {
      const told = Number(res.headers.get(ANSWER_HEADERS.exchangeTime));
      expect(Math.abs(told - ctx.store.clock.now())).toBeLessThan(60_000);
    }
    const cors = await api().request(CALLS.health.path, { headers: { origin: 'http://x.test' } });
    expect(cors.headers.get('access-control-expose-headers')).toContain(
      ANSWER_HEADERS.exchangeTime,
    );
  });
});

describe('replayed calls are refused', () => {
  const ctx = useTempStore('each');
  const api = () => createApiApp({ store: ctx.store });

  it('refuses a second call with the same trace id, on any host of the exchange', async () => {
    const first = await api().request(...signedCall('mainBanner', { traceId: 'trace-once' }));
    expect(first.status).toBe(200);
    const other = createApiApp({ store: ctx.store, latencyMs: 0 });
    const again = await other.request(...signedCall('mainBanner', { traceId: 'trace-once' }));
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe(RequestCode.TraceReplayed);
  });

  it('does not let a refused, unsigned call use up a trace id', async () => {
    const forged = signedCall('mainBanner', {
      traceId: 'trace-forged',
      tamper: (h) => {
        h[HEADERS.signature] = 'f'.repeat(64);
      },
    });
    expect((await api().request(...forged)).status).toBe(400);
    const real = await api().request(...signedCall('mainBanner', { traceId: 'trace-forged' }));
    expect(real.status).toBe(200);
  });

  describe('a captured claim sent again', () => {
    const claim = () => {
      const activityId = activityIdOf(
        ctx.store,
        ActivityType.PersonalTrading,
        ActivityStage.InProgress,
      );
      const taskId = taskIdOf(ctx.store, activityId, 'TRADING_VOLUME');
      const parts = requestParts(CALLS.obtainReward, { activityId, taskId });
      return signedCall('obtainReward', {
        path: parts.path,
        query: parts.query,
        body: parts.body,
        token: tokenFor(ctx.store, 'trader@demo.test'),
        idempotencyKey: 'claim:captured:1',
      });
    };
    const grants = () =>
      Number(ctx.store.db.prepare('SELECT count(*) FROM user_rewards').pluck().get());

    it.each([
      [
        'with a new idempotency key',
        (h: Record<string, string>) => {
          h[HEADERS.idempotencyKey] = 'claim:captured:2';
        },
      ],
      [
        'without its idempotency key',
        (h: Record<string, string>) => {
          delete h[HEADERS.idempotencyKey];
        },
      ],
      [
        'with a new trace id',
        (h: Record<string, string>) => {
          h[HEADERS.traceId] = 'trace-new';
        },
      ],
    ])('%s is refused as badly signed and changes nothing', async (_, change) => {
      const [url, init] = claim();
      const before = grants();
      const headers = { ...(init.headers as Record<string, string>) };
      change(headers);
      const res = await api().request(url, { ...init, headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: RequestCode.BadRequest,
        msg: 'bad signature',
        data: null,
      });
      expect(grants()).toBe(before);
    });

    it('as it was is refused as a replay', async () => {
      const [url, init] = claim();
      const first = await api().request(url, init);
      expect((await first.json()).code).toBe(ResponseCode.Success);
      const granted = grants();
      const again = await api().request(url, init);
      expect((await again.json()).code).toBe(RequestCode.TraceReplayed);
      expect(grants()).toBe(granted);
    });
  });

  it('remembers trace ids for the window only, and never more than its limit', () => {
    let now = 0;
    const memory = createTraceMemory(() => now, 1_000);
    expect(memory.remember('a')).toBe(true);
    expect(memory.remember('a')).toBe(false);
    now += TRACE_WINDOW_MS + 1;
    expect(memory.remember('a')).toBe(true);
    for (let i = 0; i < 5_000; i++) memory.remember(`flood-${i}`);
    expect(memory.size()).toBeLessThanOrEqual(1_000);
    now += TRACE_WINDOW_MS + 1;
    memory.remember('late');
    expect(memory.size()).toBe(1);
  });
});

describe('bodies are bounded in size and depth', () => {
  const ctx = useTempStore('all');
  const api = () => createApiApp({ store: ctx.store });

  it('refuses a declared body over 64 KB with 413 and an envelope, before reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const [url, init] = signedCall('mainBanner');
    const res = await api().request(url, {
      ...init,
      body,
      duplex: 'half',
      headers: { ...(init.headers as Record<string, string>), 'content-length': String(100e6) },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: RequestCode.TooLarge, data: null });
    // A stream pulls ahead a chunk or two of its own; none is read past that.
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('refuses a chunked body once it passes 64 KB, without reading the rest of 100 MB', async () => {
    let sent = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100e6) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const [url, init] = signedCall('mainBanner');
    const res = await api().request(url, { ...init, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe(RequestCode.TooLarge);
    expect(sent).toBeLessThan(BODY_LIMITS.maxBytes + 4 * chunk.byteLength);
  });

  it('accepts a signed body just under 64 KB', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(BODY_LIMITS.maxBytes - 20) });
    const res = await api().request(...signedCall('mainBanner', { body }));
    expect(res.status).toBe(200);
  });

  it.each([33, 100, 100_000])(
    'refuses JSON nested %i deep with 400 and an envelope',
    async (depth) => {
      const nested = `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
      const body = nested.length > BODY_LIMITS.maxBytes ? '['.repeat(depth) : nested;
      const res = await api().request(...signedCall('mainBanner', { body }));
      const envelope = await res.json();
      expect(res.status).toBe(body === nested ? 400 : 413);
      expect(envelope.code).toBe(body === nested ? RequestCode.TooDeep : RequestCode.TooLarge);
    },
  );

  it('refuses 100,000-deep JSON within 64 KB with 400, not 500', async () => {
    // 60,000 brackets fit the size limit: depth alone must refuse them.
    const body = '['.repeat(60_000);
    const res = await api().request(...signedCall('mainBanner', { body }));
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(RequestCode.TooDeep);
  });

  it('accepts JSON 32 deep, and counts no bracket inside a string', async () => {
    const body = `{"a":${'['.repeat(31)}"[[[[{{{{\\"[["${']'.repeat(31)}}`;
    expect(nestsDeeperThan(body)).toBe(false);
    expect(nestsDeeperThan(`{"a":${'['.repeat(32)}${']'.repeat(32)}}`)).toBe(true);
    const res = await api().request(...signedCall('mainBanner', { body }));
    expect(res.status).toBe(200);
  });
});
