import { assign, fromPromise, setup } from 'xstate';
import {
  FAILED_PROBE_SPEED,
  type HostSource,
  type HostSpeed,
  STORED_HOST_ADOPTION_MS,
} from '../src/domain/host.ts';

export interface HostSelectionInput {
  /** SPEC §4: the overseas flag (`abroad=1` or the user's isOverseas) orders the mirrors. */
  abroad: boolean;
  /** The host chosen earlier in this session, with the speed it was chosen at. */
  storedHost: HostSpeed | undefined;
  /**
   * Hosts that stopped answering a call earlier in this tab: never adopted from storage nor
   * raced again, so a reload does not go back to a host that is down.
   */
  failedHosts: readonly string[];
  /** The built-in list used when no mirror answers. */
  fallbackHosts: readonly string[];
  /** Where calls go when no host can be chosen at all. */
  mainDomainHost: string;
  /**
   * Whether calls may start on the main domain's default host before the race ends. True for
   * a page served as plain static files: no page server answered its first calls, and waiting
   * for the mirrors and the probes would hold the first screen back (issue 17 item 6).
   */
  startOnMainDomain: boolean;
}

export interface ChosenHost extends HostSpeed {
  source: HostSource;
}

export interface HostSelectionContext extends HostSelectionInput {
  hosts: readonly string[];
  /** Whether the hosts being raced came from a mirror or from the built-in list. */
  listSource: 'mirror' | 'fallback';
  chosen: ChosenHost | undefined;
}

/**
 * What the app tells host selection: the user info says the user is overseas (SPEC §3
 * isOverseas), which orders the mirrors the other way (web_abroad.txt).
 */
export type HostSelectionEvent =
  | { type: 'hostSelection.overseas' }
  /**
   * A call to `host` got no answer (network error or time-out, not a refusal code): the
   * transport reports it, and the chosen host is left for another.
   */
  | { type: 'host.failed'; host: string };

/**
 * Host selection of SPEC §4: adopt a fast stored host, else fetch the encrypted list from a
 * mirror (or use the built-in list), race the hosts' health probes and keep the fastest for
 * the session. The race itself is one named actor; its rules live in src/platform/host-race.ts.
 * Until the race ends the host is provisional (`provisionalHost`: the main domain's default
 * host, for plain static files) or absent (calls wait); once it ends it is chosen (`chosenHost`).
 */
export const hostSelectionMachine = setup({
  types: {
    tags: {} as 'provisionalHost' | 'chosenHost',
    input: {} as HostSelectionInput,
    context: {} as HostSelectionContext,
    events: {} as HostSelectionEvent,
  },
  actors: {
    fetchHostList: fromPromise<string[], { abroad: boolean }>(async () => {
      throw new Error('fetchHostList is provided by the composition root');
    }),
    raceHosts: fromPromise<HostSpeed | undefined, { hosts: readonly string[] }>(async () => {
      throw new Error('raceHosts is provided by the composition root');
    }),
  },
  actions: {
    /** SPEC §8: a host-list failure is an activity_error event, never shown to users. */
    reportHostListFailure: (_, _params: { error: unknown }) => {},
    /** Keeps the choice for the rest of the session. */
    storeChosenHost: (_, _params: { chosen: ChosenHost | undefined }) => {},
    /** Forgets the stored choice and keeps the failed hosts for the tab's next pages. */
    storeFailedHosts: (_, _params: { failedHosts: readonly string[] }) => {},
    leaveFailedHost: assign(({ context }, host: string) => ({
      failedHosts: context.failedHosts.includes(host)
        ? context.failedHosts
        : [...context.failedHosts, host],
      chosen: undefined,
    })),
    chooseStoredHost: assign(({ context }) => ({
      chosen: context.storedHost ? { ...context.storedHost, source: 'stored' as const } : undefined,
    })),
    storeHosts: assign((_, hosts: readonly string[]) => ({ hosts, listSource: 'mirror' as const })),
    useFallbackHosts: assign(({ context }) => ({
      hosts: context.fallbackHosts,
      listSource: 'fallback' as const,
    })),
    /** The winner of the race, named by where its list came from. */
    chooseWinner: assign(({ context }, winner: HostSpeed | undefined) => ({
      chosen: winner
        ? {
            ...winner,
            source: context.listSource === 'fallback' ? ('fallback' as const) : ('probed' as const),
          }
        : undefined,
    })),
    useMirrorList: assign({ abroad: true, listSource: 'mirror' as const }),
    chooseMainDomain: assign({
      chosen: ({ context }) => ({
        host: context.mainDomainHost,
        speed: FAILED_PROBE_SPEED,
        source: 'mainDomain' as const,
      }),
    }),
  },
  guards: {
    isStoredHostFast: ({ context }) =>
      context.storedHost !== undefined &&
      context.storedHost.speed < STORED_HOST_ADOPTION_MS &&
      !context.failedHosts.includes(context.storedHost.host),
    /**
     * The failed host is the one calls go to now; the main domain's default host is the last
     * way left (SPEC §4), and a late failure of a host already left changes nothing.
     */
    isChosenHost: ({ context }, params: { host: string }) =>
      context.chosen !== undefined &&
      context.chosen.source !== 'mainDomain' &&
      context.chosen.host === params.host,
    isHomeList: ({ context }) => !context.abroad,
    hasWinner: (_, params: { winner: HostSpeed | undefined }) => params.winner !== undefined,
    startsOnMainDomain: ({ context }) => context.startOnMainDomain,
  },
}).createMachine({
  id: 'hostSelection',
  description: 'Chooses the API host every call goes to.',
  context: ({ input }) => ({ ...input, hosts: [], listSource: 'mirror', chosen: undefined }),
  initial: 'checkingStored',
  states: {
    checkingStored: {
      description:
        'Adopts the stored host when its speed is under 3000 ms and it has not failed in this tab.',
      always: [
        {
          guard: 'isStoredHostFast',
          target: 'selected',
          actions: 'chooseStoredHost',
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      type: 'parallel',
      description:
        'No host is chosen yet: the race runs while the calls either start on a provisional host or wait.',
      states: {
        race: {
          description: 'Finds the fastest host; its end is the end of choosing.',
          initial: 'fetchingList',
          states: {
            fetchingList: {
              description:
                'Fetches and decrypts the host list from a mirror, ordered by the overseas flag.',
              invoke: {
                id: 'fetchHostList',
                src: 'fetchHostList',
                input: ({ context }) => ({ abroad: context.abroad }),
                onDone: {
                  target: 'racing',
                  actions: { type: 'storeHosts', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'racing',
                  actions: [
                    {
                      type: 'reportHostListFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    'useFallbackHosts',
                  ],
                },
              },
            },
            racing: {
              description:
                'Probes every host that has not failed in this tab (20 s time-out) and stops as soon as the fastest is known.',
              invoke: {
                id: 'raceHosts',
                src: 'raceHosts',
                input: ({ context }) => ({
                  hosts: context.hosts.filter((host) => !context.failedHosts.includes(host)),
                }),
                onDone: [
                  {
                    guard: { type: 'hasWinner', params: ({ event }) => ({ winner: event.output }) },
                    target: '#hostSelection.selected',
                    actions: { type: 'chooseWinner', params: ({ event }) => event.output },
                  },
                  { target: '#hostSelection.selected', actions: 'chooseMainDomain' },
                ],
                onError: { target: '#hostSelection.selected', actions: 'chooseMainDomain' },
              },
            },
          },
        },
        calls: {
          description: 'Where a call made before the race ends goes.',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Plain static files start on the main domain; a served page waits.',
              always: [
                { guard: 'startsOnMainDomain', target: 'provisional' },
                { target: 'waiting' },
              ],
            },
            provisional: {
              description:
                "Calls go to the main domain's default host, in parallel with the race; those made after it go to the chosen host.",
              tags: ['provisionalHost'],
            },
            waiting: {
              description:
                'Calls wait for the chosen host: the page server answered the first ones already.',
            },
          },
        },
      },
    },
    selected: {
      tags: ['chosenHost'],
      description:
        'A host is chosen and kept for the session; an overseas user chooses again from the abroad list, and a host that stops answering is left for the others.',
      entry: { type: 'storeChosenHost', params: ({ context }) => ({ chosen: context.chosen }) },
      on: {
        'host.failed': {
          guard: { type: 'isChosenHost', params: ({ event }) => ({ host: event.host }) },
          target: 'choosing',
          actions: [
            { type: 'leaveFailedHost', params: ({ event }) => event.host },
            {
              type: 'storeFailedHosts',
              params: ({ context }) => ({ failedHosts: context.failedHosts }),
            },
          ],
        },
        'hostSelection.overseas': {
          guard: 'isHomeList',
          target: 'choosing',
          actions: 'useMirrorList',
        },
      },
    },
  },
});
