import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { HEADERS } from '../../src/api/contract.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createExchangeClock } from '../../src/api/exchange-clock.ts';
import { type HttpRequest, type HttpTransport, TransportTimeout } from '../../src/api/http.ts';
import { signRequest } from '../../src/api/signature.ts';

function clientWith(
  answer: (r: HttpRequest) => Promise<{ status: number; text: string }>,
  token?: string,
) {
  const requests: HttpRequest[] = [];
  const onSessionCode = vi.fn();
  const transport: HttpTransport = (r) => {
    requests.push(r);
    return answer(r);
  };
  const client = createApiClient({
    transport,
    baseUrl: async () => 'http://api-1.localhost:8081',
    token: () => token,
    language: () => 'en_US',
    clock: createExchangeClock(() => 1_700_000_000_000),
    traceId: () => 'trace-123',
    onSessionCode,
  });
  return { client, requests, onSessionCode };
}

const ok = (data: unknown) => async () => ({
  status: 200,
  text: JSON.stringify({ code: '00000', msg: 'ok', data }),
});

const reward = {
  rewardType: 'GIFT_CASH',
  category: 1,
  amount: '10',
  currency: 'USDT',
};
const obtained = {
  activityId: 7,
  taskId: 3,
  reward: {
    ...reward,
    rewardId: 1,
    activityId: 7,
    activityTitle: 'Sprint',
    status: 'ISSUED',
    grantedAt: 1,
  },
  task: {
    taskId: 3,
    taskType: 'TRADING_VOLUME',
    title: 'Trade',
    period: 'DURING',
    comparison: 'GREATER_EQUAL',
    target: '100',
    progress: '100',
    unit: 'USDT',
    status: 'GRANTED',
    reward,
    updatedAt: 1,
    periodKey: '',
  },
};

describe('api client (SPEC §7 headers, §8 codes)', () => {
  it('sends every header of SPEC §7 and languageType on GET, signed over the canonical request', async () => {
    const { client, requests } = clientWith(ok({ activities: [], serverTime: 1 }), 'tok');
    await client('activityList', { type: 5 });
    const r = requests[0]!;
    expect(r.url).toBe('http://gateway2.api-1.localhost:8081/v1/activity/list');
    expect(r.params).toEqual({ type: '5', languageType: 'en_US' });
    expect(r.headers).toMatchObject({
      [HEADERS.token]: 'tok',
      [HEADERS.timestamp]: '1700000000000',
      [HEADERS.language]: 'en_US',
      [HEADERS.terminal]: '1',
      [HEADERS.version]: '1.1.0',
      [HEADERS.traceId]: 'trace-123',
    });
    expect(r.headers[HEADERS.signature]).toBe(
      await signRequest({
        method: 'GET',
        path: '/v1/activity/list',
        query: { languageType: 'en_US', type: '5' },
        body: '',
        timestamp: '1700000000000',
        token: 'tok',
        traceId: 'trace-123',
        idempotencyKey: '',
      }),
    );
  });

  it('sends POST calls with a JSON body and no languageType query', async () => {
    const { client, requests } = clientWith(ok({ mainBannerList: [] }));
    await client('mainBanner', {});
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body).toBe('{}');
    expect(requests[0]!.params).toEqual({});
  });

  it('fills path parameters, and signs the filled path', async () => {
    const { client, requests } = clientWith(
      ok({ items: [], total: 0, pageIndex: 1, pageSize: 50 }),
      'tok',
    );
    await client('agentRebateList', { params: { id: 42 }, pageIndex: 1, pageSize: 50 });
    const r = requests[0]!;
    expect(r.url).toBe(
      'http://gateway2.api-1.localhost:8081/v1/activity/general/agent/rebate/list/42',
    );
    expect(r.params).toEqual({ pageIndex: '1', pageSize: '50', languageType: 'en_US' });
    expect(r.headers[HEADERS.signature]).toBe(
      await signRequest({
        method: 'GET',
        path: '/v1/activity/general/agent/rebate/list/42',
        query: { pageIndex: '1', pageSize: '50', languageType: 'en_US' },
        body: '',
        timestamp: '1700000000000',
        token: 'tok',
        traceId: 'trace-123',
        idempotencyKey: '',
      }),
    );
  });

  it('sends the POST fields SPEC §7 names as query in the query, and the idempotency key', async () => {
    const { client, requests } = clientWith(ok(obtained), 'tok');
    await client('obtainReward', { activityId: 7, taskId: 3 }, { idempotencyKey: 'claim:7:3:0' });
    const r = requests[0]!;
    expect(r.params).toEqual({ activityId: '7', taskId: '3' });
    expect(r.body).toBe('{}');
    expect(r.headers[HEADERS.idempotencyKey]).toBe('claim:7:3:0');
  });

  it('sends no idempotency key on a call that is not idempotent', async () => {
    const { client, requests } = clientWith(ok({ activities: [], serverTime: 1 }));
    await client('activityList', {}, { idempotencyKey: 'x' });
    expect(requests[0]!.headers[HEADERS.idempotencyKey]).toBeUndefined();
  });

  it('turns a code other than 00000 into an ApiError with that code', async () => {
    const { client } = clientWith(async () => ({
      status: 200,
      text: '{"code":"51023","msg":"slow down","data":null}',
    }));
    await expect(client('activityList', {})).rejects.toMatchObject({ kind: 'code', code: '51023' });
  });

  it.each(['00004', '434', '600'])(
    'tells the session of code %s before rejecting',
    async (code) => {
      const { client, onSessionCode } = clientWith(async () => ({
        status: 200,
        text: JSON.stringify({ code, msg: 'x', data: null }),
      }));
      await expect(client('userInfo', {})).rejects.toBeInstanceOf(ApiError);
      expect(onSessionCode).toHaveBeenCalledWith(code);
    },
  );

  it('reports a body that is not JSON as malformed and an HTTP error as http', async () => {
    const bad = clientWith(async () => ({ status: 200, text: '<html>' }));
    await expect(bad.client('activityList', {})).rejects.toMatchObject({ kind: 'malformed' });
    const down = clientWith(async () => ({ status: 503, text: '' }));
    await expect(down.client('activityList', {})).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
  });

  it('takes a reused idempotency key (409, 51024) as a definitive refusal, any other 409 as http', async () => {
    const reused = clientWith(async () => ({
      status: 409,
      text: JSON.stringify({ code: '51024', msg: 'reused', data: null }),
    }));
    await expect(
      reused.client('obtainReward', { activityId: 7, taskId: 3 }, { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ kind: 'code', code: '51024', status: 409 });
    const other = clientWith(async () => ({ status: 409, text: 'conflict' }));
    await expect(
      other.client('obtainReward', { activityId: 7, taskId: 3 }, { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ kind: 'http', status: 409 });
  });

  it('makes a transport failure the generic Network Error (SPEC §8)', async () => {
    const { client } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client('activityList', {})).rejects.toMatchObject({
      kind: 'network',
      message: 'Network Error',
    });
  });

  it("takes a transport's own time-out (an early call's deadline) as a time-out, not a network failure", async () => {
    const { client } = clientWith(async () => {
      throw new TransportTimeout('no answer within the call time-out');
    });
    await expect(client('activityList', {})).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects an answer of the wrong shape as malformed, naming the call and the path', async () => {
    const { client } = clientWith(ok({ activities: [{ activityId: '1' }], serverTime: 1 }));
    const error = await client('activityList', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', traceId: 'trace-123' });
    expect((error as ApiError).message).toContain('activityList');
    expect((error as ApiError).message).toContain('activities.0.activityId');
  });

  it.each([
    ['a missing field', { mainBannerList: undefined }],
    ['null data', null],
    ['a string for a list', { mainBannerList: 'none' }],
  ])('rejects %s as malformed', async (_, data) => {
    const { client } = clientWith(ok(data));
    await expect(client('mainBanner', {})).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('rejects a value outside the contract (an unknown stage) as malformed', async () => {
    const { client } = clientWith(ok(obtained));
    await expect(client('pushCount', {})).rejects.toMatchObject({ kind: 'malformed' });
    const wrongStatus = clientWith(ok({ ...obtained, task: { ...obtained.task, status: 'DONE' } }));
    await expect(wrongStatus.client('obtainReward', { activityId: 7, taskId: 3 })).rejects.toThrow(
      /obtainReward.*task\.status/,
    );
  });

  it('accepts extra fields anywhere, and keeps them', async () => {
    const { client } = clientWith(
      ok({ ...obtained, extra: 1, task: { ...obtained.task, newField: 'x' } }),
    );
    const answer = await client('obtainReward', { activityId: 7, taskId: 3 });
    expect(answer.task.taskId).toBe(3);
    expect(answer).toMatchObject({ extra: 1, task: { newField: 'x' } });
  });
});
