import { describe, expect, it } from 'vitest';
import {
  loadNumberDataAside,
  NUMBER_DATA_WAIT_MS,
  type NumberDataHost,
} from '../../src/platform/number-data.ts';
import { settled } from './settled.ts';

/** A worker that records what it is sent and answers when the test says. */
function fakeWorker() {
  const sent: unknown[] = [];
  let terminated = 0;
  const worker = {
    onmessage: null as ((event: unknown) => void) | null,
    onerror: null as ((event: unknown) => void) | null,
    postMessage: (message: unknown) => sent.push(message),
    terminate: () => {
      terminated += 1;
    },
  };
  return { worker, sent, terminated: () => terminated };
}

/** A host whose timers run only when the test calls `elapse`. */
function hostWith(worker: unknown) {
  const timers: { run: () => void; ms: number }[] = [];
  const host: NumberDataHost = {
    startWorker: () => worker as Worker | undefined,
    setTimeout: (run, ms) => timers.push({ run, ms }),
  };
  const elapse = (ms: number) => {
    for (const timer of timers) if (timer.ms <= ms) timer.run();
  };
  return { host, elapse };
}

describe('loadNumberDataAside', () => {
  it('sends the locale to the worker and waits until it has loaded the data', async () => {
    const fake = fakeWorker();
    const { host } = hostWith(fake.worker);
    const loaded = loadNumberDataAside('ar', host);
    expect(fake.sent).toEqual(['ar']);
    expect(await settled(loaded)).toBe(false);
    fake.worker.onmessage?.({ data: 'ready' });
    expect(await settled(loaded)).toBe(true);
    expect(fake.terminated()).toBeGreaterThan(0);
  });

  it('does not wait for a worker that fails', async () => {
    const fake = fakeWorker();
    const loaded = loadNumberDataAside('en', hostWith(fake.worker).host);
    fake.worker.onerror?.({});
    expect(await settled(loaded)).toBe(true);
  });

  it('does not wait for a silent worker longer than its time-out', async () => {
    const fake = fakeWorker();
    const { host, elapse } = hostWith(fake.worker);
    const loaded = loadNumberDataAside('en', host);
    elapse(NUMBER_DATA_WAIT_MS - 1);
    expect(await settled(loaded)).toBe(false);
    elapse(NUMBER_DATA_WAIT_MS);
    expect(await settled(loaded)).toBe(true);
  });

  it('goes on at once where no worker can start', async () => {
    const loaded = loadNumberDataAside('en', hostWith(undefined).host);
    expect(await settled(loaded)).toBe(true);
  });
});
