import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback } from 'xstate';
import { connectCountdown } from '../../machines/countdown.connect.ts';
import { type CountdownEvent, countdownMachine } from '../../machines/countdown.machine.ts';
import {
  selectHasEnded,
  selectRemainingHms,
  selectRemainingMs,
} from '../../machines/countdown.selectors.ts';
import { COUNTDOWN_INPUTS, countdownModel } from './models/countdown.model.ts';

type Payload<T extends CountdownEvent['type']> = Extract<CountdownEvent, { type: T }>;

for (const { name, input } of COUNTDOWN_INPUTS) {
  describe(`countdown paths: ${name}`, () => {
    for (const path of countdownModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        const tickers: Array<{ until: number; sendBack: (e: AnyEventObject) => void }> = [];
        let running = 0;
        // The clock's jumps come from the one watcher the countdown runs for its whole life.
        const clockJumps: Array<(e: AnyEventObject) => void> = [];
        const actor = createActor(
          countdownMachine.provide({
            actors: {
              ticker: fromCallback(({ input: i, sendBack }) => {
                tickers.push({ until: i.until, sendBack });
                running += 1;
                return () => {
                  running -= 1;
                };
              }),
              clockJumps: fromCallback(({ sendBack }) => {
                clockJumps.push(sendBack);
              }),
            },
          }),
          { input },
        ).start();

        await path.test({
          states: {
            running: () => {
              const s = actor.getSnapshot();
              // One ticker, counting to the deadline the countdown shows.
              expect(running).toBe(1);
              expect(tickers.at(-1)?.until).toBe(s.context.until);
              expect(s.context.now).toBeLessThan(s.context.until);
              expect(selectRemainingMs(s)).toBe(s.context.until - s.context.now);
              expect(selectRemainingHms(s)).not.toBe('00:00:00');
              expect(selectHasEnded(s)).toBe(false);
              expect(connectCountdown(s)).toEqual({
                state: 'running',
                remaining: s.context.until - s.context.now,
              });
            },
            ended: () => {
              const s = actor.getSnapshot();
              // SPEC §4: the end is flagged once the time has passed, and the ticking stops.
              expect(running).toBe(0);
              expect(s.context.now).toBeGreaterThanOrEqual(s.context.until);
              expect(selectRemainingMs(s)).toBe(0);
              expect(selectRemainingHms(s)).toBe('00:00:00');
              expect(selectHasEnded(s)).toBe(true);
              expect(connectCountdown(s)).toEqual({ state: 'ended', remaining: 0 });
            },
          },
          events: {
            'countdown.tick': ({ event }) => {
              const e = event as Payload<'countdown.tick'>;
              // The tick comes from the running ticker, as in the product.
              const before = actor.getSnapshot().context.now;
              tickers.at(-1)?.sendBack(e);
              expect(actor.getSnapshot().context.now).toBe(e.now);
              expect(e.now - before).toBe(1000);
            },
            'countdown.reset': ({ event }) => {
              const e = event as Payload<'countdown.reset'>;
              const started = tickers.length;
              actor.send(e);
              expect(actor.getSnapshot().context).toEqual({ until: e.until, now: e.now });
              expect(tickers.length - started).toBe(e.until > e.now ? 1 : 0);
            },
            'countdown.clockJumped': ({ event }) => {
              const e = event as Payload<'countdown.clockJumped'>;
              const { until } = actor.getSnapshot().context;
              const started = tickers.length;
              expect(clockJumps).toHaveLength(1);
              clockJumps[0]?.(e);
              // The same deadline against the clock set right: it ticks again while it is ahead.
              expect(actor.getSnapshot().context).toEqual({ until, now: e.now });
              expect(tickers.length - started).toBe(until > e.now ? 1 : 0);
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}

describe('countdown helper (SPEC §4)', () => {
  it('counts 00:00:02, 00:00:01, then flags the end at 00:00:00', () => {
    let sendBack: ((e: AnyEventObject) => void) | undefined;
    const actor = createActor(
      countdownMachine.provide({
        actors: {
          ticker: fromCallback(({ sendBack: send }) => {
            sendBack = send;
          }),
        },
      }),
      { input: { until: 2000, now: 0 } },
    ).start();
    const seen = [selectRemainingHms(actor.getSnapshot())];
    sendBack?.({ type: 'countdown.tick', now: 1000 });
    seen.push(selectRemainingHms(actor.getSnapshot()));
    expect(selectHasEnded(actor.getSnapshot())).toBe(false);
    sendBack?.({ type: 'countdown.tick', now: 2000 });
    seen.push(selectRemainingHms(actor.getSnapshot()));
    expect(seen).toEqual(['00:00:02', '00:00:01', '00:00:00']);
    expect(actor.getSnapshot().value).toBe('ended');
  });
});
