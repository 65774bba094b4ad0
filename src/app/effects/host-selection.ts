import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import { callHostOf } from '../../../machines/host-selection.connect.ts';
import {
  type HostSelectionInput,
  hostSelectionMachine,
} from '../../../machines/host-selection.machine.ts';
import { healthUrl, probeHealth } from '../../api/health.ts';
import { fetchHostList } from '../../api/host-list.ts';
import type { HostSpeed } from '../../domain/host.ts';
import { isBrowserOnline } from '../../platform/connectivity.ts';
import { raceHosts } from '../../platform/host-race.ts';
import { nextTask } from '../../platform/next-task.ts';
import { requestNetworkTime } from '../../platform/request-timing.ts';
import { readStoredJson, removeStored, writeStored } from '../../platform/storage.ts';
import { CHOSEN_HOST_KEY, FAILED_HOSTS_KEY, MIRRORS } from '../config.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** Host selection with its real effects: the mirrors, the health probes, session storage. */
export function provideHostSelection(services: AppServices) {
  const { transport } = services;
  return provideOnce(hostSelectionMachine)({
    actors: {
      fetchHostList: fromPromise(async ({ input, signal }) => {
        await services.firstViewPainted;
        return fetchHostList(
          { transport, mirrors: MIRRORS, now: services.now },
          input.abroad,
          signal,
        );
      }),
      // The probes start in a task after the one that decrypted the list and chose to race, each
      // in a task of its own: a probe's request costs the page's thread 2-6 ms (AMD EPYC, traced
      // in Chromium), and five of them made a task of 20-35 ms (issue 17). Each probe's time
      // counts from its own start (host-race.ts).
      raceHosts: fromPromise(async ({ input, signal }) => {
        await nextTask();
        return raceHosts(
          input.hosts,
          {
            probe: (host, probeSignal) => probeHealth(transport, host, probeSignal, services.clock),
            // The speed kept for the session, and judged against 3000 ms on the next page
            // (SPEC §4), is the host's: not the start's work that held its answer back.
            answerTime: (host, startedAt) => requestNetworkTime(healthUrl(host), startedAt),
            now: () => performance.now(),
            setTimer: (run, ms) => {
              const id = setTimeout(run, ms);
              return () => clearTimeout(id);
            },
            startProbe: (start) => void nextTask().then(start),
          },
          signal,
        );
      }),
    },
    actions: {
      reportHostListFailure: (_, params) =>
        services.tracker.track('activity_error', {
          reason: 'host_list',
          message: params.error instanceof Error ? params.error.message : String(params.error),
        }),
      storeChosenHost: (_, params) => {
        if (params.chosen && params.chosen.source !== 'mainDomain') {
          const { host, speed } = params.chosen;
          writeStored('session', CHOSEN_HOST_KEY, JSON.stringify({ host, speed }));
        }
      },
      // A reload of this tab must not adopt the host that stopped answering (use pass 2, 1).
      storeFailedHosts: (_, params) => {
        removeStored('session', CHOSEN_HOST_KEY);
        writeStored('session', FAILED_HOSTS_KEY, JSON.stringify(params.failedHosts));
      },
    },
  });
}

/**
 * The host for a call made now (SPEC §4, issue 17 item 6): the chosen one once the race has
 * ended; before that the main domain's default host when the machine says calls start there
 * (plain static files), else it waits for the race. A call keeps the host it started on.
 */
export async function hostForCall(
  hostSelection: ActorRefFrom<typeof hostSelectionMachine>,
): Promise<string> {
  const snapshot = await waitFor(hostSelection, (s) => callHostOf(s) !== undefined);
  return callHostOf(snapshot) ?? snapshot.context.mainDomainHost;
}

/** What this tab keeps of host selection (session storage): its choice, the hosts that failed. */
export function storedHostChoice(): Pick<HostSelectionInput, 'storedHost' | 'failedHosts'> {
  const failed = readStoredJson<unknown>('session', FAILED_HOSTS_KEY);
  return {
    storedHost: readStoredJson<HostSpeed>('session', CHOSEN_HOST_KEY),
    // A list of strings; anything else is none.
    failedHosts: Array.isArray(failed)
      ? failed.filter((h): h is string => typeof h === 'string')
      : [],
  };
}

/**
 * Tells host selection that `host` gave a call no answer, so it is left for another; not while
 * the device itself is offline (a tunnel, flight mode): every host would fail then, be left for
 * the rest of the tab, and the calls stay on the main domain once the connection is back.
 */
export function reportHostFailure(
  hostSelection: Pick<ActorRefFrom<typeof hostSelectionMachine>, 'send'>,
  host: string,
  online: () => boolean = isBrowserOnline,
): void {
  if (online()) hostSelection.send({ type: 'host.failed', host });
}
