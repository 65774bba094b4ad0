import { expect } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { hostSelectionMachine } from '../../machines/host-selection.machine.ts';
import { HostPaths } from '../e2e/models/host-paths.model.ts';
import {
  type HostSelectionModelEvent,
  hostSelectionModel,
  hostSelectionSpec,
} from '../model/models/host-selection.model.ts';
import {
  type PathAdapter,
  type PathContext,
  type PathScenario,
  pathRuns,
} from './support/adapter.ts';
import { CallGate } from './support/call-gate.ts';
import { coveringPaths } from './support/select.ts';

type HostSnapshot = SnapshotFrom<typeof hostSelectionMachine>;
type Scenario = PathScenario<HostSnapshot, HostSelectionModelEvent>;

/** Either mirror's host list, base or abroad. */
const MIRROR_LIST = /^https?:\/\/[^/]+\/mirrors\/[ab]\/web_(base|abroad)\.txt(\?|$)/;
const HEALTH = '/v1/if/health';
/**
 * The build's built-in list (src/app/config.ts FALLBACK_HOSTS) names three hosts on the
 * default ports, which belong to another sandbox: their probes are held and failed here, never
 * sent.
 */
const FALLBACK_HOST_COUNT = 3;

interface HostRun {
  hosts: HostPaths;
  mirrors?: CallGate;
  probes?: CallGate;
}

const runOf = pathRuns<HostRun>((ctx) => ({ hosts: new HostPaths(ctx.page) })).of;
const gatesOf = (ctx: PathContext) => {
  const { mirrors, probes } = runOf(ctx);
  if (!mirrors || !probes) throw new Error('the host calls are not held');
  return { mirrors, probes };
};

const inputOf = (name: string) => {
  const found = hostSelectionSpec.inputs.find((i) => i.name === name);
  if (!found) throw new Error(`no hostSelection input named ${name}`);
  return found.input;
};

/** The API host with the e2e sandbox's port for `n` (api-1 … api-3 on the next ports). */
const apiHost = (ctx: PathContext, n: number) =>
  `http://api-${n}.localhost:${Number(new URL(ctx.baseURL).port) + n}`;

/**
 * The model's paths from an input whose host list is `listed` (a mirror's) or failed (the
 * built-in one). A failed race has no way to happen: it rejects only when its state is left.
 * A mirror's list names hosts whose speed is in their name, so its race always has a winner;
 * the built-in list's race is lost by failing every probe.
 */
const pathsFor = (input: unknown, list: 'listed' | 'failed') =>
  coveringPaths(
    hostSelectionMachine,
    input,
    hostSelectionModel.getShortestPaths({ input, allowDuplicatePaths: true }).filter((p) =>
      // The first step is the start (xstate.init), not an event to make.
      p.steps.slice(1).every(({ event }) => {
        if (event.type === 'xstate.error.actor.raceHosts') return false;
        // An overseas login is walked in tests/e2e/transport.spec.ts, not here.
        if (event.type === 'hostSelection.overseas') return false;
        // A chosen host that stops answering is walked in tests/e2e/host-failover.spec.ts.
        if (event.type === 'host.failed') return false;
        if (event.type === 'xstate.done.actor.fetchHostList') return list === 'listed';
        if (event.type === 'xstate.error.actor.fetchHostList') return list === 'failed';
        return (event.output !== undefined) === (list === 'listed');
      }),
    ),
  );

/** Holds the mirrors' lists and the health probes from the start, then opens `path`. */
const openHolding = async (ctx: PathContext, path: string) => {
  const run = runOf(ctx);
  run.mirrors = await CallGate.holdMatching(ctx.page, MIRROR_LIST);
  run.probes = await CallGate.hold(ctx.page, HEALTH);
  await run.hosts.open(path);
};

const scenario = (
  name: string,
  inputName: string,
  list: 'listed' | 'failed',
  start: (ctx: PathContext) => Promise<void>,
): Scenario => ({
  name,
  input: inputOf(inputName),
  paths: () => pathsFor(inputOf(inputName), list),
  start,
});

/**
 * Host selection of SPEC §4, seen in the debug panel: stored, probed, built-in, main domain.
 * This suite serves plain static files (no first view), so its inputs are the static ones.
 */
export const hostSelectionAdapter: PathAdapter<HostSnapshot, HostSelectionModelEvent> = {
  machine: 'hostSelection',
  scenarios: [
    scenario('no stored host', 'static files', 'listed', (ctx) => openHolding(ctx, '/')),
    scenario('both mirrors down', 'static files', 'failed', async (ctx) => {
      await ctx.sandbox.addFault('mirror=both,status=503');
      await openHolding(ctx, '/');
    }),
    scenario('host list fails to decrypt', 'static files', 'failed', async (ctx) => {
      await ctx.sandbox.addFault('hostlist=undecryptable');
      await openHolding(ctx, '/');
    }),
    scenario(
      'stored host at 2999 ms',
      'static files, stored host at 2999 ms',
      'listed',
      async (ctx) => {
        await runOf(ctx).hosts.storeChosenHost(apiHost(ctx, 2), 2999);
        await openHolding(ctx, '/');
      },
    ),
    scenario(
      'stored host at 3000 ms',
      'static files, stored host at 3000 ms',
      'listed',
      async (ctx) => {
        await runOf(ctx).hosts.storeChosenHost(apiHost(ctx, 2), 3000);
        await openHolding(ctx, '/');
      },
    ),
    scenario('overseas (abroad=1)', 'static files, overseas', 'listed', (ctx) =>
      openHolding(ctx, '/?abroad=1'),
    ),
  ],
  describeEvent(event) {
    switch (event.type) {
      case 'xstate.done.actor.fetchHostList':
        return 'a mirror answers the host list';
      case 'xstate.error.actor.fetchHostList':
        return 'no mirror gives a list that decrypts';
      case 'xstate.done.actor.raceHosts':
        return event.output ? 'the fastest host answers its probe' : 'every probe fails';
      case 'xstate.error.actor.raceHosts':
        return 'the race fails';
      default:
        return undefined;
    }
  },
  states: (ctx) => {
    const { hosts } = runOf(ctx);
    return {
      'choosing.race.fetchingList': async (s) => {
        await hosts.seeChoosing();
        const { mirrors } = gatesOf(ctx);
        await expect.poll(() => mirrors.waiting).toBeGreaterThan(0);
        const file = s.context.abroad ? 'web_abroad.txt' : 'web_base.txt';
        expect(mirrors.urls()[0]).toContain(`/${file}?`);
      },
      'choosing.race.racing': async () => {
        await hosts.seeChoosing();
        const { probes } = gatesOf(ctx);
        await expect.poll(() => probes.waiting).toBeGreaterThan(0);
      },
      selected: async (s) => {
        const source = s.context.chosen?.source;
        if (source === 'stored') await hosts.seeChosen(`${apiHost(ctx, 2)} (2999 ms)`);
        else if (source === 'mainDomain') await hosts.seeChosen(`${ctx.baseURL} (9999 ms)`);
        else await hosts.seeChosen(/^http:\/\/(api-\d|\d+)\.localhost:\d+ \(\d+ ms\)$/);
      },
    };
  },
  events: (ctx) => ({
    'xstate.done.actor.fetchHostList': () => gatesOf(ctx).mirrors.open(),
    // The scenario switched the sandbox's fault on: the mirrors answer it for real.
    'xstate.error.actor.fetchHostList': () => gatesOf(ctx).mirrors.open(),
    'xstate.done.actor.raceHosts': async ({ event }) => {
      const { probes } = gatesOf(ctx);
      if ((event as { output?: unknown }).output) return probes.open();
      for (let i = 0; i < FALLBACK_HOST_COUNT; i++) await probes.drop();
    },
  }),
};
