import { FAILED_PROBE_SPEED, type HostSpeed, PROBE_TIMEOUT_MS } from '../domain/host.ts';
import { normaliseHost, numericHostSpeed } from './url-rules.ts';

export interface RaceDeps {
  /** Resolves when the host answers its health probe, rejects when it does not. */
  probe: (host: string, signal: AbortSignal) => Promise<void>;
  now: () => number;
  setTimer: (run: () => void, ms: number) => () => void;
  /**
   * How long a probe's answer took on the network, once the browser has it (Resource Timing):
   * a page's thread busy with its start handles answers late, and a host's speed is how fast it
   * answers, not how soon the page got to it. Undefined until the answer has come, or where the
   * browser does not say; the time until the answer is handled serves then.
   */
  answerTime?: (host: string, startedAt: number) => number | undefined;
  /** SPEC §9: 20000 ms unless a test says otherwise. */
  probeTimeoutMs?: number;
  /**
   * Runs a probe's start: at once unless given. The page starts each in a task of its own, since
   * a request costs its thread a few ms on a slow phone (issue 17: no task over 50 ms at 4x).
   */
  startProbe?: (start: () => void) => void;
}

/**
 * Races the hosts' health probes and settles as soon as the fastest is known (SPEC §4).
 * A probe answering after t ms beats every host still pending, since each of those is slower
 * than t; a host with a numeric first label has that number as its speed without a probe.
 * So no slow or hung host is ever waited for. Resolves undefined when every probe failed.
 */
export function raceHosts(
  rawHosts: readonly string[],
  deps: RaceDeps,
  signal?: AbortSignal,
): Promise<HostSpeed | undefined> {
  const timeoutMs = deps.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const hosts = [...new Set(rawHosts.map(normaliseHost))].filter((h) => h !== '');
  const startProbe = deps.startProbe ?? ((run: () => void) => run());
  const known: HostSpeed[] = [];
  // A probe's time counts from its own start (undefined until then): a host whose probe starts
  // a task later is not made slower by it.
  const pending = new Map<string, { controller: AbortController; startedAt?: number }>();
  const cancels: Array<() => void> = [];

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (winner: HostSpeed | undefined) => {
      if (settled) return;
      settled = true;
      for (const { controller } of pending.values()) controller.abort();
      for (const cancel of cancels) cancel();
      signal?.removeEventListener('abort', onAbort);
      resolve(winner);
    };
    const onAbort = () => {
      if (settled) return;
      settled = true;
      for (const { controller } of pending.values()) controller.abort();
      for (const cancel of cancels) cancel();
      reject(signal?.reason);
    };
    const best = () =>
      known
        .filter((h) => h.speed < FAILED_PROBE_SPEED)
        .reduce<HostSpeed | undefined>(
          (a, h) => (a === undefined || h.speed < a.speed ? h : a),
          undefined,
        );
    /** A probe's time: its answer's, once the browser has it, else how long it has waited. */
    const timeOf = (host: string, startedAt: number) =>
      deps.answerTime?.(host, startedAt) ?? deps.now() - startedAt;
    // How long every pending probe has taken at least: a pending host is slower than that. A
    // pending host whose answer came but waits to be handled counts at its answer's time.
    const waited = () => {
      let least = Number.POSITIVE_INFINITY;
      for (const [host, { startedAt }] of pending) {
        least = Math.min(least, startedAt === undefined ? 0 : timeOf(host, startedAt));
      }
      return least;
    };
    const decide = () => {
      const leader = best();
      if (pending.size === 0) return finish(leader);
      const elapsed = waited();
      if (leader && leader.speed <= elapsed) return finish(leader);
      // A numeric host's speed is known before its time comes: wake up when it does. (A faster
      // answer waiting to be handled decides sooner, as its handler runs.)
      if (leader) cancels.push(deps.setTimer(decide, Math.max(0, leader.speed - elapsed)));
    };

    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    for (const host of hosts) {
      const speed = numericHostSpeed(host);
      if (speed !== undefined) known.push({ host, speed });
    }
    for (const host of hosts) {
      if (numericHostSpeed(host) !== undefined) continue;
      const probe: { controller: AbortController; startedAt?: number } = {
        controller: new AbortController(),
      };
      pending.set(host, probe);
      startProbe(() => {
        if (settled) return;
        const startedAt = deps.now();
        probe.startedAt = startedAt;
        const { controller } = probe;
        cancels.push(
          deps.setTimer(() => controller.abort(new Error('probe timed out')), timeoutMs),
        );
        deps.probe(host, controller.signal).then(
          () => {
            if (settled) return;
            pending.delete(host);
            known.push({ host, speed: timeOf(host, startedAt) });
            decide();
          },
          () => {
            if (settled) return;
            pending.delete(host);
            known.push({ host, speed: FAILED_PROBE_SPEED });
            decide();
          },
        );
      });
    }
    decide();
  });
}
