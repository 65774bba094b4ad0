import { type Context, Hono } from 'hono';
import { EVENT_KINDS, type EventKind } from '../collectors/event-log.ts';
import { parseFaultFields, parseFaultSpec } from '../faults/spec.ts';
import type { FaultSpec } from '../faults/types.ts';
import type { LeakWatch } from '../leak-watch.ts';
import { moveClock, parseClockSpec, readClock } from './clock.ts';
import { dataSummary } from './data-summary.ts';
import { readGrants } from './grants.ts';
import { fillHostileText } from './hostile-text.ts';
import {
  ControlError,
  type ControlInput,
  done,
  failed,
  readInput,
  sameOriginOnly,
} from './http.ts';
import { FAULT_PRESETS, findPreset } from './presets.ts';
import { reseedStore } from './reseed.ts';
import type { SandboxRuntime } from './runtime.ts';
import { isSimulationKind, SIMULATION_KINDS, simulate } from './simulate.ts';

/** Where the JSON control API lives. */
export const CONTROL_API = '/sandbox/api';

/** Everything the control page shows, in one read. */
export function controlState(rt: SandboxRuntime) {
  return {
    clock: readClock(rt.store),
    hang: { hostId: rt.hang.hostId ?? null, on: rt.hang.isOn() },
    firstView: { on: rt.firstView.isOn() },
    hosts: rt.hosts,
    mirrors: rt.mirrors,
    faults: rt.faults.list(),
    sockets: rt.sockets?.list() ?? [],
    presets: FAULT_PRESETS,
    // The data too, so `status` tells the whole story (issue 15).
    data: dataSummary(rt.store.db, rt.store.clock.now()),
  };
}

/** A fault from `{ spec: "…" }`, `{ preset: "name" }` or the spec's keys as JSON fields. */
function faultFromInput(fields: Record<string, unknown>): FaultSpec {
  const { spec, preset, ...rest } = fields;
  if (typeof preset === 'string' && preset !== '') {
    const found = findPreset(preset);
    if (!found)
      throw new ControlError(
        `no preset ${preset}; presets: ${FAULT_PRESETS.map((p) => p.name).join(', ')}`,
        404,
      );
    return parseFaultSpec(found.spec);
  }
  if (typeof spec === 'string') {
    if (spec.trim() === '')
      throw new ControlError('spec is empty: write e.g. route=/v1/activity/list,status=503');
    return parseFaultSpec(spec);
  }
  const values: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (!['string', 'number', 'boolean'].includes(typeof value)) {
      throw new ControlError(`${key} must be a string, number or boolean`);
    }
    values[key] = value as string | number | boolean;
  }
  return parseFaultFields(values);
}

function readSwitch(value: unknown): boolean {
  if (value === true || value === 'true' || value === 'on' || value === '1') return true;
  if (value === false || value === 'false' || value === 'off' || value === '0') return false;
  throw new ControlError('on must be true or false');
}

/**
 * The control plane's JSON API under /sandbox/api (CONTROLS.md lists every route). Each action
 * also takes a plain form post from the control page, answering with a redirect back to it.
 */
export function createControlApi(rt: SandboxRuntime & { leaks?: LeakWatch }): Hono {
  const app = new Hono();
  app.use(`${CONTROL_API}/*`, sameOriginOnly);
  /** Runs an action on the request's input, answering JSON or redirecting a form. */
  const action =
    (run: (input: ControlInput, c: Context) => { data: unknown; notice: string }) =>
    async (c: Context) => {
      let input: ControlInput = { form: false, fields: {} };
      try {
        input = await readInput(c);
        const { data, notice } = run(input, c);
        return done(c, input, data, notice);
      } catch (error) {
        return failed(c, input.form, error);
      }
    };

  app.get(`${CONTROL_API}/state`, (c) => c.json(controlState(rt)));

  app.get(`${CONTROL_API}/clock`, (c) => c.json(readClock(rt.store)));
  app.post(
    `${CONTROL_API}/clock`,
    action(({ fields }) => {
      const to = fields.to ?? fields.clock;
      if (typeof to !== 'string' && typeof to !== 'number') {
        throw new ControlError('to is required: +2h, -1d, 2030-01-01T09:00:00Z, epoch ms or real');
      }
      const clock = moveClock(rt.store, parseClockSpec(String(to)), rt.seedNow);
      return { data: clock, notice: `Sandbox clock now ${clock.iso} (offset ${clock.offset})` };
    }),
  );

  const runSimulation = action(({ fields }, c) => {
    const kind = c.req.param('kind') ?? String(fields.kind ?? '');
    if (!isSimulationKind(kind)) {
      throw new ControlError(`no simulation ${kind}: ${SIMULATION_KINDS.join(', ')}`, 404);
    }
    const result = simulate(rt.store, kind, fields);
    const n = result.changedTasks.length;
    return {
      data: result,
      notice: `Simulated ${kind} for ${result.user.email}: ${n} task(s) changed`,
    };
  });
  app.post(`${CONTROL_API}/simulate/:kind`, runSimulation);
  // The page's single form names the kind in a field.
  app.post(`${CONTROL_API}/simulate`, runSimulation);

  app.get(`${CONTROL_API}/faults`, (c) =>
    c.json({ faults: rt.faults.list(), presets: FAULT_PRESETS }),
  );
  app.post(
    `${CONTROL_API}/faults`,
    action(({ fields }) => {
      const fault = rt.faults.add(faultFromInput(fields));
      return { data: { fault }, notice: `Fault ${fault.id} added: ${fault.text}` };
    }),
  );
  const clearFaults = action(() => {
    const cleared = rt.faults.clear();
    return { data: { cleared }, notice: `Cleared ${cleared} fault(s)` };
  });
  app.post(`${CONTROL_API}/faults/clear`, clearFaults);
  app.delete(`${CONTROL_API}/faults`, clearFaults);
  const switchFault = (enabled: boolean) =>
    action((_, c) => {
      const id = c.req.param('id') ?? '';
      const fault = rt.faults.setEnabled(id, enabled);
      if (!fault) throw new ControlError(`no fault ${id}`, 404);
      return { data: { fault }, notice: `Fault ${id} switched ${enabled ? 'on' : 'off'}` };
    });
  app.post(`${CONTROL_API}/faults/:id/on`, switchFault(true));
  app.post(`${CONTROL_API}/faults/:id/off`, switchFault(false));
  const removeFault = action((_, c) => {
    const id = c.req.param('id') ?? '';
    if (!rt.faults.remove(id)) throw new ControlError(`no fault ${id}`, 404);
    return { data: { removed: id }, notice: `Fault ${id} removed` };
  });
  app.post(`${CONTROL_API}/faults/:id/delete`, removeFault);
  app.delete(`${CONTROL_API}/faults/:id`, removeFault);

  app.get(`${CONTROL_API}/hang`, (c) =>
    c.json({ hostId: rt.hang.hostId ?? null, on: rt.hang.isOn() }),
  );
  app.get(`${CONTROL_API}/first-view`, (c) => c.json({ firstView: rt.firstView.isOn() }));
  app.post(
    `${CONTROL_API}/first-view`,
    action(({ fields }) => {
      rt.firstView.set(readSwitch(fields.on));
      const on = rt.firstView.isOn();
      return {
        data: { firstView: on },
        notice: on
          ? 'Pages of the centre and of an activity come with their first view'
          : 'Pages come without their first view: the app asks for everything',
      };
    }),
  );

  app.post(
    `${CONTROL_API}/hang`,
    action(({ fields }) => {
      if (!rt.hang.hostId)
        throw new ControlError('this sandbox has no host that can hang (HANG_HOST)');
      rt.hang.set(readSwitch(fields.on));
      const on = rt.hang.isOn();
      return {
        data: { hostId: rt.hang.hostId, on },
        notice: `${rt.hang.hostId} ${on ? 'hangs' : 'answers'}`,
      };
    }),
  );

  app.post(
    `${CONTROL_API}/reset`,
    action(() => {
      const seeded = reseedStore(rt.store, rt.seedNow);
      const endedSockets = rt.sockets?.endSessions('session ended: sandbox data reset') ?? 0;
      const clock = readClock(rt.store);
      rt.store.events.emit({ type: 'clockMoved', now: clock.now });
      return {
        data: { seeded, clock, endedSockets },
        notice: `Data reset: ${seeded.users} users, ${seeded.activities} activities seeded`,
      };
    }),
  );

  app.post(
    `${CONTROL_API}/hostile-text`,
    action(({ fields }) => {
      const filled = fillHostileText(rt.store.db, fields.length);
      return {
        data: filled,
        notice: `Every visible text is now one ${filled.length}-letter word (${filled.rows} rows); reset to undo`,
      };
    }),
  );

  app.get(`${CONTROL_API}/events`, (c) => {
    const kind = c.req.query('kind');
    if (kind && !(EVENT_KINDS as readonly string[]).includes(kind)) {
      return c.json({ error: 'kind must be tracking or errors' }, 400);
    }
    const limit = Number(c.req.query('limit') ?? 100);
    const events = rt.events.list({
      kind: kind as EventKind | undefined,
      name: c.req.query('name'),
      limit: Number.isFinite(limit) ? limit : 100,
    });
    return c.json({ events });
  });
  const clearEvents = action(({ fields }, c) => {
    const kind = fields.kind ?? c.req.query('kind');
    if (kind !== undefined && kind !== '' && !(EVENT_KINDS as readonly unknown[]).includes(kind)) {
      throw new ControlError('kind must be tracking or errors');
    }
    const cleared = rt.events.clear((kind || undefined) as EventKind | undefined);
    return { data: { cleared }, notice: `Cleared ${cleared} event(s)` };
  });
  app.post(`${CONTROL_API}/events/clear`, clearEvents);
  app.delete(`${CONTROL_API}/events`, clearEvents);

  app.get(`${CONTROL_API}/grants`, (c) => {
    try {
      return c.json(readGrants(rt.store.db, c.req.query('email')));
    } catch (error) {
      return failed(c, false, error);
    }
  });

  // The request log: every call the API hosts received, for tests that walk the product.
  app.get(`${CONTROL_API}/calls`, (c) => c.json({ calls: rt.calls?.list() ?? [] }));
  const clearCalls = action(() => {
    const cleared = rt.calls?.list().length ?? 0;
    rt.calls?.clear();
    return { data: { cleared }, notice: `Cleared ${cleared} call(s)` };
  });
  app.post(`${CONTROL_API}/calls/clear`, clearCalls);
  app.delete(`${CONTROL_API}/calls`, clearCalls);

  app.get(`${CONTROL_API}/leaks`, (c) =>
    rt.leaks
      ? c.json(rt.leaks.report())
      : c.json(
          { error: 'this sandbox runs without a leak watch (only startSandbox has one)' },
          404,
        ),
  );

  app.all(`${CONTROL_API}/*`, (c) =>
    c.json({ error: `no control route ${c.req.method} ${c.req.path}` }, 404),
  );
  return app;
}
