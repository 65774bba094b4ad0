import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingEnabled } from '../../../src/app/monitoring/config.ts';
import {
  HEARTBEAT_MS,
  MAX_STRETCH_S,
  pageLoadSeconds,
  startHeartbeat,
} from '../../../src/app/monitoring/heartbeat.ts';
import { type Scrub, scrub } from '../../../src/app/monitoring/scrub.ts';
import { rateVital } from '../../../src/app/monitoring/vitals.ts';
import { type CommonFields, createTracker } from '../../../src/app/tracking.ts';

const COMMON: CommonFields = {
  platform: 'web',
  domain_name: 'example.com',
  is_login_user: false,
  activity_name: 'other',
  activity_page_name: 'rewards',
  anonymous_id: 'anon',
};

describe('tracker', () => {
  it('sends one beacon per event with the common and the caller fields, scrubbed', () => {
    const send = vi.fn(() => true);
    const tracker = createTracker({
      enabled: true,
      url: '/collect',
      common: () => COMMON,
      send,
      scrub,
    });
    tracker.track('claim_click', { activity_id: 4, note: 'from a@b.io' });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/collect');
    expect(JSON.parse(body)).toMatchObject({
      ...COMMON,
      event: 'claim_click',
      activity_id: 4,
      note: 'from [Filtered]',
    });
  });

  it('holds the beacons until the scrub has loaded, then sends each as it was tracked', async () => {
    const send = vi.fn(() => true);
    let loaded: (scrub: Scrub) => void = () => {};
    const scrubbing = new Promise<Scrub>((resolve) => {
      loaded = resolve;
    });
    let common = COMMON;
    const tracker = createTracker({
      enabled: true,
      url: '/collect',
      common: () => common,
      send,
      scrub: scrubbing,
    });
    tracker.track('page_view', { note: 'from a@b.io' });
    common = { ...COMMON, is_login_user: true };
    tracker.track('claim_click');
    expect(send).not.toHaveBeenCalled();
    loaded(scrub);
    await scrubbing;
    const bodies = (send.mock.calls as unknown as [string, string][]).map(([, b]) => JSON.parse(b));
    expect(bodies).toMatchObject([
      { event: 'page_view', is_login_user: false, note: 'from [Filtered]' },
      { event: 'claim_click', is_login_user: true },
    ]);
  });

  it('makes the common fields of a page read as each event is tracked, once they can be made', async () => {
    const send = vi.fn(() => true);
    let made: () => void = () => {};
    const maker = new Promise<void>((resolve) => {
      made = resolve;
    });
    let loggedIn = false;
    const tracker = createTracker({
      enabled: true,
      url: '/collect',
      // As monitoring.ts does: the page is read at once, the fields made once their module loads.
      common: () => {
        const read = loggedIn;
        return maker.then(() => ({ ...COMMON, is_login_user: read }));
      },
      send,
      scrub: Promise.resolve(scrub),
    });
    tracker.track('page_view');
    loggedIn = true;
    tracker.track('claim_click');
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    made();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const bodies = (send.mock.calls as unknown as [string, string][]).map(([, b]) => JSON.parse(b));
    expect(bodies).toMatchObject([
      { event: 'page_view', is_login_user: false },
      { event: 'claim_click', is_login_user: true },
    ]);
  });

  it('sends nothing when tracking is off, but keeps the events for the debug label', () => {
    const send = vi.fn(() => true);
    const tracker = createTracker({ enabled: false, url: '/collect', common: () => COMMON, send });
    tracker.track('page_view');
    expect(send).not.toHaveBeenCalled();
    expect(tracker.events.map((e) => e.name)).toEqual(['page_view']);
  });

  it('runs only in a deployment or with ?sensors (SPEC §4)', () => {
    expect(trackingEnabled(false, false)).toBe(false);
    expect(trackingEnabled(true, false)).toBe(true);
    expect(trackingEnabled(false, true)).toBe(true);
  });
});

describe('web vitals ratings (SPEC §9)', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value, 'good')).toBe(rating);
  });
});

describe('heartbeat (SPEC §9: every 5 s while visible)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeDocument() {
    const target = new EventTarget();
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    const set = (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    };
    return { doc, set };
  }

  it('beats every 5 s while visible, stops while hidden and resumes when shown', () => {
    const { doc, set } = fakeDocument();
    const track = vi.fn();
    const stop = startHeartbeat({
      track,
      doc: doc as unknown as Document,
      now: () => Date.now(),
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (id) => clearInterval(id as number),
    });
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(track).toHaveBeenCalledTimes(2);
    expect(track).toHaveBeenLastCalledWith('page_heartbeat', {
      event_duration: 10,
      stretch_duration: 10,
    });
    set('hidden');
    vi.advanceTimersByTime(HEARTBEAT_MS * 10);
    expect(track).toHaveBeenCalledTimes(2);
    set('visible');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(track).toHaveBeenLastCalledWith('page_heartbeat', {
      event_duration: 15,
      stretch_duration: 5,
    });
    vi.advanceTimersByTime(400_000);
    expect(track.mock.lastCall?.[1].stretch_duration).toBe(MAX_STRETCH_S);
    stop();
    const count = track.mock.calls.length;
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(track).toHaveBeenCalledTimes(count);
  });

  it('caps the page load at 1800 s', () => {
    expect(pageLoadSeconds({ duration: 1234 })).toBe(1.234);
    expect(pageLoadSeconds({ duration: 5_000_000 })).toBe(1800);
    expect(pageLoadSeconds({ duration: 0 })).toBeUndefined();
  });
});
