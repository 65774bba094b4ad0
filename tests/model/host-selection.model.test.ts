import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { callHostOf } from '../../machines/host-selection.connect.ts';
import {
  type HostSelectionInput,
  hostSelectionMachine,
} from '../../machines/host-selection.machine.ts';
import type { HostSpeed } from '../../src/domain/host.ts';
import {
  type HostSelectionModelEvent,
  hostSelectionModel,
  hostSelectionSpec,
  MIRROR_HOSTS,
} from './models/host-selection.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends HostSelectionModelEvent['type']> = Extract<
  HostSelectionModelEvent,
  { type: T }
>;

for (const { name, input: raw } of hostSelectionSpec.inputs) {
  const input = raw as HostSelectionInput;
  describe(`host selection paths: ${name}`, () => {
    for (const path of hostSelectionModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let list = deferred<string[]>();
        let race = deferred<HostSpeed | undefined>();
        const fetchHostList = vi.fn((_: { abroad: boolean }) => {
          list = deferred<string[]>();
          return list.promise;
        });
        const raceHosts = vi.fn((_: { hosts: readonly string[] }) => {
          race = deferred<HostSpeed | undefined>();
          return race.promise;
        });
        const reportHostListFailure = vi.fn();
        const storeChosenHost = vi.fn();
        const storeFailedHosts = vi.fn();
        const actor = createActor(
          hostSelectionMachine.provide({
            actors: {
              fetchHostList: fromPromise(({ input: i }) => fetchHostList(i)),
              raceHosts: fromPromise(({ input: i }) => raceHosts(i)),
            },
            actions: {
              reportHostListFailure: (_, p) => reportHostListFailure(p),
              storeChosenHost: (_, p) => storeChosenHost(p),
              storeFailedHosts: (_, p) => storeFailedHosts(p),
            },
          }),
          { input },
        ).start();

        await path.test({
          states: {
            'choosing.race.fetchingList': () =>
              expect(fetchHostList).toHaveBeenLastCalledWith({
                abroad: actor.getSnapshot().context.abroad,
              }),
            'choosing.race.racing': () => {
              const { listSource, failedHosts } = actor.getSnapshot().context;
              const listed = listSource === 'fallback' ? input.fallbackHosts : MIRROR_HOSTS;
              // A host that stopped answering in this tab is not raced again.
              expect(raceHosts).toHaveBeenLastCalledWith({
                hosts: listed.filter((h) => !failedHosts.includes(h)),
              });
            },
            // Issue 17 item 6: plain static files start their calls on the main domain's
            // default host while the list is fetched and raced, not after.
            'choosing.calls.provisional': () => {
              expect(input.startOnMainDomain).toBe(true);
              expect(callHostOf(actor.getSnapshot())).toBe(input.mainDomainHost);
            },
            'choosing.calls.waiting': () => {
              expect(input.startOnMainDomain).toBe(false);
              expect(callHostOf(actor.getSnapshot())).toBeUndefined();
            },
            selected: () => {
              const chosen = actor.getSnapshot().context.chosen;
              expect(chosen).toBeDefined();
              // Once the race has ended every call goes to the chosen host.
              expect(callHostOf(actor.getSnapshot())).toBe(chosen?.host);
              expect(storeChosenHost).toHaveBeenLastCalledWith({ chosen });
              if (chosen?.source === 'stored') {
                expect(chosen).toEqual({ ...input.storedHost, source: 'stored' });
                expect(fetchHostList).not.toHaveBeenCalled();
              }
              // A host that failed in this tab is never chosen again in it (use pass 2, 1).
              expect(actor.getSnapshot().context.failedHosts).not.toContain(chosen?.host);
            },
          },
          events: {
            'hostSelection.overseas': ({ event }) => {
              const asked = fetchHostList.mock.calls.length;
              actor.send(event as Payload<'hostSelection.overseas'>);
              // isOverseas from the user info: the abroad list (web_abroad.txt) is fetched again.
              expect(fetchHostList).toHaveBeenCalledTimes(asked + 1);
              expect(fetchHostList).toHaveBeenLastCalledWith({ abroad: true });
            },
            'host.failed': ({ event }) => {
              const { host } = event as Payload<'host.failed'>;
              const asked = fetchHostList.mock.calls.length;
              actor.send({ type: 'host.failed', host });
              // The failed host is left: the stored choice is forgotten, the failure kept for
              // the tab's next pages, and the hosts are raced again.
              expect(storeFailedHosts).toHaveBeenLastCalledWith({
                failedHosts: expect.arrayContaining([host]),
              });
              expect(actor.getSnapshot().context.chosen).toBeUndefined();
              expect(callHostOf(actor.getSnapshot())).not.toBe(host);
              expect(fetchHostList).toHaveBeenCalledTimes(asked + 1);
            },
            'xstate.done.actor.fetchHostList': async ({ event }) => {
              list.resolve((event as Payload<'xstate.done.actor.fetchHostList'>).output);
              await flush();
            },
            'xstate.error.actor.fetchHostList': async ({ event }) => {
              const reported = reportHostListFailure.mock.calls.length;
              list.reject((event as Payload<'xstate.error.actor.fetchHostList'>).error);
              await flush();
              // SPEC §8: reported as activity_error, never shown.
              expect(reportHostListFailure).toHaveBeenCalledTimes(reported + 1);
            },
            'xstate.done.actor.raceHosts': async ({ event }) => {
              const output = (event as Payload<'xstate.done.actor.raceHosts'>).output;
              race.resolve(output);
              await flush();
              const chosen = actor.getSnapshot().context.chosen;
              if (output) expect(chosen?.host).toBe(output.host);
              else
                expect(chosen).toEqual({
                  host: input.mainDomainHost,
                  speed: 9999,
                  source: 'mainDomain',
                });
            },
            'xstate.error.actor.raceHosts': async ({ event }) => {
              race.reject((event as Payload<'xstate.error.actor.raceHosts'>).error);
              await flush();
              expect(actor.getSnapshot().context.chosen?.source).toBe('mainDomain');
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
