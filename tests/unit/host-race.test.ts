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

  describe('on a busy page, by the answers’ own times (Resource Timing)', () => {
    /** Hosts answer on the network at `arrives` ms; the page handles every answer at 100 ms. */
    function busyPage(arrives: Record<string, number>) {
      const time = virtualTime();
      const probe = () => new Promise<void>((resolve) => time.setTimer(resolve, 100));
      const answerTime = (host: string, startedAt: number) => {
        const at = arrives[host];
        return at !== undefined && time.now() >= startedAt + at ? at : undefined;
      };
      let winner: unknown = 'pending';
      void raceHosts(Object.keys(arrives), {
        probe,
        answerTime,
        now: time.now,
        setTimer: time.setTimer,
      }).then((w) => {
        winner = w;
      });
      return { time, winner: () => winner };
    }

    it('keeps the answer’s time as the speed, not when it was handled', async () => {
      const race = busyPage({ 'https://a.test': 45, 'https://b.test': 300 });
      await race.time.advanceTo(100);
      expect(race.winner()).toEqual({ host: 'https://a.test', speed: 45 });
    });

    it('waits for a faster answer that came but is handled after a slower one', async () => {
      const race = busyPage({ 'https://a.test': 70, 'https://b.test': 45 });
      await race.time.advanceTo(100);
      expect(race.winner()).toEqual({ host: 'https://b.test', speed: 45 });
    });
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
  describe('probes started one at a time (startProbe)', () => {
    /** Starts each probe `gap` ms after the one before, as tasks on a slow phone might. */
    const staggered = (time: ReturnType<typeof virtualTime>, gap: number) => {
      let next = 0;
      return (start: () => void) => {
        next += gap;
        time.setTimer(start, next);
      };
    };

    it("counts each probe's time from its own start, so a later start is no handicap", async () => {
      const time = virtualTime();
      // a starts at 10 ms and would answer in 70; b starts at 20 and answers in 50, at 70: b is
      // faster, and a (which has waited 60 ms by then) is given up.
      const { probe, aborted } = probesWith(time, { 'https://a.test': 70, 'https://b.test': 50 });
      let winner: unknown = 'pending';
      void raceHosts(['a.test', 'b.test'], {
        probe,
        now: time.now,
        setTimer: time.setTimer,
        startProbe: staggered(time, 10),
      }).then((w) => {
        winner = w;
      });
      await time.advanceTo(69);
      expect(winner).toBe('pending');
      await time.advanceTo(70);
      expect(winner).toEqual({ host: 'https://b.test', speed: 50 });
      expect(aborted).toEqual(['https://a.test']);
    });

    it('waits for a late probe as long as the leader took, not from the race start', async () => {
      const time = virtualTime();
      // a starts at 5 and answers at 35 (30 ms); the hung host starts at 100: a wins at 130.
      const { probe } = probesWith(time, { 'https://a.test': 30, 'https://hung.test': undefined });
      let gap = 0;
      let winner: unknown = 'pending';
      void raceHosts(['a.test', 'hung.test'], {
        probe,
        now: time.now,
        setTimer: time.setTimer,
        startProbe: (start) => {
          gap = gap === 0 ? 5 : 100;
          time.setTimer(start, gap);
        },
      }).then((w) => {
        winner = w;
      });
      await time.advanceTo(129);
      expect(winner).toBe('pending');
      await time.advanceTo(130);
      expect(winner).toEqual({ host: 'https://a.test', speed: 30 });
    });

    it('never starts a probe once the race is called off', async () => {
      const time = virtualTime();
      const started: string[] = [];
      const { probe } = probesWith(time, { 'https://a.test': 40, 'https://b.test': 40 });
      const controller = new AbortController();
      const result = raceHosts(
        ['a.test', 'b.test'],
        {
          probe: (host, signal) => {
            started.push(host);
            return probe(host, signal);
          },
          now: time.now,
          setTimer: time.setTimer,
          startProbe: staggered(time, 50),
        },
        controller.signal,
      );
      const outcome = result.catch((error: unknown) => error);
      await time.advanceTo(60);
      controller.abort(new Error('left the page'));
      await time.advanceTo(200);
      expect(await outcome).toEqual(new Error('left the page'));
      expect(started).toEqual(['https://a.test']);
    });
  });
});
