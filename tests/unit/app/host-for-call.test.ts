import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type HostSelectionInput,
  hostSelectionMachine,
} from '../../../machines/host-selection.machine.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { createExchangeClock } from '../../../src/api/exchange-clock.ts';
import { type HttpRequest, TransportError } from '../../../src/api/http.ts';
import { hostForCall, reportHostFailure } from '../../../src/app/effects/host-selection.ts';
import type { HostSpeed } from '../../../src/domain/host.ts';
import { deferred, flush } from '../../model/support.ts';

const MAIN = 'http://127.0.0.1:8080';
const WINNER: HostSpeed = { host: 'http://api-2.localhost:8082', speed: 41 };
/** A visitor's call goes through the host's public gateway (SPEC §4); an IP host has none. */
const viaGateway = (host: string) => host.replace('//', '//gateway1.');
const LIST_ANSWER = JSON.stringify({
  code: '00000',
  msg: 'ok',
  data: { activities: [], serverTime: 1_700_000_000_000 },
});

/**
 * The API client as the composition root wires it (baseUrl is hostForCall) over a host
 * selection whose mirrors and race the test settles by hand.
 */
function start(input: Partial<HostSelectionInput>) {
  const list = deferred<string[]>();
  const race = deferred<HostSpeed | undefined>();
  const fetchHostList = vi.fn(() => list.promise);
  const raceHosts = vi.fn(() => race.promise);
  const hostSelection = createActor(
    hostSelectionMachine.provide({
      actors: {
        fetchHostList: fromPromise(() => fetchHostList()),
        raceHosts: fromPromise(() => raceHosts()),
      },
      actions: { reportHostListFailure: () => {}, storeChosenHost: () => {} },
    }),
    {
      input: {
        abroad: false,
        storedHost: undefined,
        failedHosts: [],
        fallbackHosts: [],
        mainDomainHost: MAIN,
        startOnMainDomain: true,
        ...input,
      },
    },
  ).start();
  const requests: HttpRequest[] = [];
  const client = createApiClient({
    transport: async (r) => {
      requests.push(r);
      return { status: 200, text: LIST_ANSWER };
    },
    baseUrl: () => hostForCall(hostSelection),
    token: () => undefined,
    language: () => 'en_US',
    clock: createExchangeClock(() => 1_700_000_000_000),
    traceId: () => 'trace-1',
    onSessionCode: () => {},
  });
  const origins = () => requests.map((r) => new URL(r.url).origin);
  const endRace = async () => {
    list.resolve([WINNER.host]);
    await flush();
    race.resolve(WINNER);
    await flush();
  };
  return { client, origins, endRace, fetchHostList, raceHosts };
}

/**
 * Lets a call made now reach the transport, if it may go out before the race ends: signing
 * (WebCrypto) is asynchronous, so this waits a bounded time for the call rather than a number of
 * microtasks; a call held for the race never comes, and the assertion after it fails.
 */
async function settle(origins: () => string[]) {
  await vi.waitFor(() => expect(origins().length).toBeGreaterThan(0)).catch(() => undefined);
}

describe('calls while the host is chosen (SPEC §4, issue 17 item 6)', () => {
  it('plain static files: the first call goes to the main domain before the race ends, later ones to the chosen host', async () => {
    const { client, origins, endRace, raceHosts } = start({ startOnMainDomain: true });
    const listed = client('activityList', {});
    await settle(origins);
    // Out on the main domain while the host list is still being fetched and nothing raced.
    expect(origins()).toEqual([MAIN]);
    expect(raceHosts).not.toHaveBeenCalled();
    await listed;
    await endRace();
    expect(raceHosts).toHaveBeenCalledTimes(1);
    await client('activityList', {});
    expect(origins()).toEqual([MAIN, viaGateway(WINNER.host)]);
  });

  it('a page the server answered first: calls wait for the chosen host', async () => {
    const { client, origins, endRace } = start({ startOnMainDomain: false });
    const listed = client('activityList', {});
    await settle(origins);
    expect(origins()).toEqual([]);
    await endRace();
    await listed;
    expect(origins()).toEqual([viaGateway(WINNER.host)]);
  });

  it('a stored host under 3000 ms is adopted at once: no list, no race, no main-domain call', async () => {
    const stored = { host: 'http://api-3.localhost:8083', speed: 2999 };
    const { client, origins, fetchHostList } = start({ storedHost: stored });
    await client('activityList', {});
    expect(origins()).toEqual([viaGateway(stored.host)]);
    expect(fetchHostList).not.toHaveBeenCalled();
  });

  it('a stored host at 3000 ms is not: calls start on the main domain and the race runs', async () => {
    const stored = { host: 'http://api-3.localhost:8083', speed: 3000 };
    const { client, origins, endRace, fetchHostList } = start({ storedHost: stored });
    const listed = client('activityList', {});
    await settle(origins);
    expect(origins()).toEqual([MAIN]);
    await listed;
    expect(fetchHostList).toHaveBeenCalledTimes(1);
    await endRace();
    await client('activityList', {});
    expect(origins()).toEqual([MAIN, viaGateway(WINNER.host)]);
  });
});

const STORED: HostSpeed = { host: 'http://api-1.localhost:8081', speed: 40 };
const REFUSED = JSON.stringify({ code: '51020', msg: 'not eligible', data: null });

/**
 * The client over a host selection that adopted `STORED` from session storage (a reload), wired
 * as the composition root does: the client reports a host that gives no answer. The mirrors list
 * STORED and WINNER; a race is won by WINNER unless it failed too.
 */
function startOnStoredHost() {
  const down = new Set<string>();
  const refusing = new Set<string>();
  const storeFailedHosts = vi.fn();
  const raceHosts = vi.fn(async (input: { hosts: readonly string[] }) =>
    input.hosts.includes(WINNER.host) ? WINNER : undefined,
  );
  const hostSelection = createActor(
    hostSelectionMachine.provide({
      actors: {
        fetchHostList: fromPromise(async () => [STORED.host, WINNER.host]),
        raceHosts: fromPromise(({ input }) => raceHosts(input)),
      },
      actions: {
        reportHostListFailure: () => {},
        storeChosenHost: () => {},
        storeFailedHosts: (_, p) => storeFailedHosts(p),
      },
    }),
    {
      input: {
        abroad: false,
        storedHost: STORED,
        failedHosts: [],
        fallbackHosts: [],
        mainDomainHost: MAIN,
        startOnMainDomain: false,
      },
    },
  ).start();
  const requests: HttpRequest[] = [];
  const client = createApiClient({
    transport: async (r) => {
      requests.push(r);
      const origin = new URL(r.url).origin;
      // A dropped connection: no HTTP answer at all.
      if (down.has(origin)) throw new TransportError('Failed to fetch');
      if (refusing.has(origin)) return { status: 200, text: REFUSED };
      return { status: 200, text: LIST_ANSWER };
    },
    baseUrl: () => hostForCall(hostSelection),
    token: () => undefined,
    language: () => 'en_US',
    clock: createExchangeClock(() => 1_700_000_000_000),
    traceId: () => 'trace-1',
    onSessionCode: () => {},
    onHostFailure: (host) => hostSelection.send({ type: 'host.failed', host }),
  });
  const origins = () => requests.map((r) => new URL(r.url).origin);
  return { client, origins, hostSelection, down, refusing, storeFailedHosts, raceHosts };
}

describe('a chosen host that stops answering is left (use pass 2, finding 1)', () => {
  it('a read that gets no answer is sent once more, to the host raced instead; later calls go there', async () => {
    const { client, origins, hostSelection, down, storeFailedHosts } = startOnStoredHost();
    down.add(viaGateway(STORED.host));
    await expect(client('activityList', {})).resolves.toBeDefined();
    expect(origins()).toEqual([viaGateway(STORED.host), viaGateway(WINNER.host)]);
    // The stored choice is forgotten and the failure kept for the tab's reloads.
    expect(storeFailedHosts).toHaveBeenLastCalledWith({ failedHosts: [STORED.host] });
    expect(hostSelection.getSnapshot().context.chosen?.host).toBe(WINNER.host);
    await client('activityList', {});
    expect(origins().at(-1)).toBe(viaGateway(WINNER.host));
  });

  it('a claim that gets no answer is not resent (it may have arrived); the check after it goes to the new host', async () => {
    const { client, origins, down } = startOnStoredHost();
    down.add(viaGateway(STORED.host));
    const claim = client('obtainReward', { activityId: 8, taskId: 1 });
    await expect(claim).rejects.toBeInstanceOf(ApiError);
    await expect(claim).rejects.toMatchObject({ kind: 'network' });
    expect(origins()).toEqual([viaGateway(STORED.host)]);
    await client('activityList', {});
    expect(origins()).toEqual([viaGateway(STORED.host), viaGateway(WINNER.host)]);
  });

  it('a refusal code is an answer: the host is kept and nothing is resent', async () => {
    const { client, origins, hostSelection, refusing, storeFailedHosts } = startOnStoredHost();
    refusing.add(viaGateway(STORED.host));
    await expect(client('activityList', {})).rejects.toMatchObject({ kind: 'code', code: '51020' });
    expect(origins()).toEqual([viaGateway(STORED.host)]);
    expect(storeFailedHosts).not.toHaveBeenCalled();
    expect(hostSelection.getSnapshot().context.chosen?.host).toBe(STORED.host);
  });

  it('with every raced host down the calls go to the main domain, the last way left (SPEC §4)', async () => {
    const { client, origins, down, raceHosts } = startOnStoredHost();
    raceHosts.mockResolvedValue(undefined);
    down.add(viaGateway(STORED.host));
    await client('activityList', {});
    expect(origins()).toEqual([viaGateway(STORED.host), MAIN]);
  });
});

describe('a host is left only when the device is online', () => {
  it('a call that fails while the browser is offline leaves no host; online, it leaves the host', () => {
    const sent: unknown[] = [];
    const hostSelection = { send: (event: unknown) => sent.push(event) };
    reportHostFailure(hostSelection, STORED.host, () => false);
    expect(sent).toEqual([]);
    reportHostFailure(hostSelection, STORED.host, () => true);
    expect(sent).toEqual([{ type: 'host.failed', host: STORED.host }]);
  });
});
