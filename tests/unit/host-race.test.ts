import { describe, expect, it } from 'vitest';
import { raceHosts } from '../../src/platform/host-race.ts';

/** A virtual clock: timers fire in order as time is advanced, nothing runs by itself. */
function virtualTime() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    setTimer(run: () => void, ms: number) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    async advanceTo(target: number) {
      for (;;) {
        const next = timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.run();
        await Promise.resolve();
        await Promise.resolve();
      }
      now = target;
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

/** Probes that answer after the given latency; undefined never answers, 'fail' rejects at once. */
function probesWith(
  time: ReturnType<typeof virtualTime>,
  latency: Record<string, number | 'fail' | undefined>,
) {
  const aborted: string[] = [];
  const probe = (host: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => {
        aborted.push(host);
        reject(new Error('aborted'));
      });
      const ms = latency[host];
      if (ms === 'fail') reject(new Error('down'));
      else if (ms !== undefined) time.setTimer(resolve, ms);
    });
  return { probe, aborted };
}

describe('raceHosts (SPEC §4 host racing)', () => {
  it('settles as soon as the fastest host answers, without waiting for a hung one', async () => {
    const time = virtualTime();
    const { probe, aborted } = probesWith(time, {
      'https://a.test': 300,
      'https://b.test': 40,
      'https://hung.test': undefined,
    });
    let winner: unknown = 'pending';
    void raceHosts(['a.test', 'b.test', 'hung.test'], {
      probe,
      now: time.now,
      setTimer: time.setTimer,
    }).then((w) => {
      winner = w;
    });
    await time.advanceTo(39);
    expect(winner).toBe('pending');
    await time.advanceTo(40);
    expect(winner).toEqual({ host: 'https://b.test', speed: 40 });
    expect(aborted.sort()).toEqual(['https://a.test', 'https://hung.test']);
  });

  it('takes a numeric host at its own speed when no probe beats it in time', async () => {
    const time = virtualTime();
    const { probe } = probesWith(time, { 'https://slow.test': 900 });
    let winner: unknown = 'pending';
    void raceHosts(['slow.test', '120.fast.test'], {
      probe,
      now: time.now,
      setTimer: time.setTimer,
    }).then((w) => {
      winner = w;
    });
    await time.advanceTo(119);
    expect(winner).toBe('pending');
    await time.advanceTo(120);
    expect(winner).toEqual({ host: 'https://120.fast.test', speed: 120 });
  });

  it('lets a probe that answers earlier beat a numeric host', async () => {
    const time = virtualTime();
    const { probe } = probesWith(time, { 'https://quick.test': 30 });
    let winner: unknown = 'pending';
    void raceHosts(['120.fast.test', 'quick.test'], {
      probe,
      now: time.now,
      setTimer: time.setTimer,
    }).then((w) => {
      winner = w;
    });
    await time.advanceTo(30);
    expect(winner).toEqual({ host: 'https://quick.test', speed: 30 });
  });

  it('gives up on a probe after the 20 s time-out and resolves undefined when all failed', async () => {
    const time = virtualTime();
    const { probe } = probesWith(time, {
      'https://down.test': 'fail',
      'https://hung.test': undefined,
    });
    let winner: unknown = 'pending';
    void raceHosts(['down.test', 'hung.test'], {
      probe,
      now: time.now,
      setTimer: time.setTimer,
    }).then((w) => {
      winner = w;
    });
    await time.advanceTo(19_999);
    expect(winner).toBe('pending');
    await time.advanceTo(20_000);
    expect(winner).toBeUndefined();
  });

  it('resolves undefined at once for an empty list', async () => {
    const time = virtualTime();
    const { probe } = probesWith(time, {});
    await expect(
      raceHosts([], { probe, now: time.now, setTimer: time.setTimer }),
    ).resolves.toBeUndefined();
  });
});
