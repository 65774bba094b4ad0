// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_IMAGE_ATTRIBUTE } from '../../src/app/first-view/markers.ts';
import {
  START_PRELOADS_ID,
  startAfterFirstPaint,
} from '../../src/app/first-view/start-after-paint.ts';

const ENTRY = '/assets/index-abc.js';
const SELECTOR = `img[${FIRST_VIEW_IMAGE_ATTRIBUTE}]`;
const IMAGE_WAIT = 1500;
const FRAME_WAIT = 250;

const entryScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === ENTRY);

/** A first view image that is still loading. */
function loadingImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute(FIRST_VIEW_IMAGE_ATTRIBUTE, '');
  Object.defineProperty(image, 'complete', { value: false });
  document.body.append(image);
  return image;
}

const start = () => startAfterFirstPaint(document, ENTRY, SELECTOR, IMAGE_WAIT, FRAME_WAIT);

describe("index.html's start script, where paints are not reported", () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the entry only after the first view image is loaded and its frame painted', () => {
    const image = loadingImage();
    start();
    vi.advanceTimersByTime(IMAGE_WAIT / 2);
    expect(entryScripts()).toHaveLength(0);

    image.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(0);
    // The frame that paints the image: its callbacks run before the paint.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(0);
    // The task after the next frame's callbacks.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);

    const [script] = entryScripts();
    expect(script?.type).toBe('module');
    expect(entryScripts()).toHaveLength(1);
  });

  it("asks for a static shell's listed modules together with the entry, not before", () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = START_PRELOADS_ID;
    list.textContent = JSON.stringify(['/assets/main-a.js', '/assets/centre-route-b.js']);
    document.body.append(list);
    startAfterFirstPaint(document, ENTRY, SELECTOR, IMAGE_WAIT, FRAME_WAIT, START_PRELOADS_ID);
    const preloads = () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      );
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(FRAME_WAIT);
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toEqual(['/assets/main-a.js', '/assets/centre-route-b.js']);
  });

  it('asks for the entry first, then each listed module in a task of its own', () => {
    document.head.innerHTML = '';
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = START_PRELOADS_ID;
    list.textContent = JSON.stringify(['/assets/main-a.js', '/assets/centre-route-b.js']);
    document.body.append(list);
    // Each timer is a task of its own: run them one by one.
    const tasks: Array<{ run: () => void; ms: number }> = [];
    vi.stubGlobal('setTimeout', (run: () => void, ms = 0) => tasks.push({ run, ms }));
    try {
      startAfterFirstPaint(document, ENTRY, SELECTOR, IMAGE_WAIT, FRAME_WAIT, START_PRELOADS_ID);
      const preloads = () =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
          l.getAttribute('href'),
        );
      const frameWait = tasks.find((task) => task.ms === FRAME_WAIT);
      frameWait?.run();
      expect(entryScripts()).toHaveLength(1);
      expect(preloads()).toEqual([]);
      const later = tasks.filter((task) => task.ms === 0);
      expect(later).toHaveLength(2);
      later[0]?.run();
      expect(preloads()).toEqual(['/assets/main-a.js']);
      later[1]?.run();
      expect(preloads()).toEqual(['/assets/main-a.js', '/assets/centre-route-b.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks once, however many of its ways to start come', () => {
    const image = loadingImage();
    start();
    image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IMAGE_WAIT * 2);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts at once when the image fails, and at the latest after its wait when it never comes', () => {
    const failing = loadingImage();
    start();
    failing.dispatchEvent(new Event('error'));
    expect(entryScripts()).toHaveLength(1);

    document.body.innerHTML = '';
    loadingImage();
    start();
    vi.advanceTimersByTime(IMAGE_WAIT - 1);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('on a page without a first view starts after its first painted frame, or its wait in a hidden tab', () => {
    start();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);

    document.body.innerHTML = '';
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // No frame is ever painted: requestAnimationFrame never calls back.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      start();
      vi.advanceTimersByTime(FRAME_WAIT - 1);
      expect(entryScripts()).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(entryScripts()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

interface Reported {
  name: string;
  element?: Element;
}

/** A browser that reports paints: entries are handed out by `report`. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  static observing: FakeObserver[] = [];
  type = '';
  constructor(private readonly callback: (list: { getEntries(): Reported[] }) => void) {}
  observe(options: { type: string }) {
    this.type = options.type;
    FakeObserver.observing.push(this);
  }
  disconnect() {
    FakeObserver.observing = FakeObserver.observing.filter((o) => o !== this);
  }
  static report(type: string, entry: Reported) {
    for (const o of FakeObserver.observing.filter((o) => o.type === type)) {
      o.callback({ getEntries: () => [entry] });
    }
  }
}

describe("index.html's start script, where paints are reported", () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    FakeObserver.observing = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the image to be presented, however many frames that takes', () => {
    const image = loadingImage();
    start();
    image.dispatchEvent(new Event('load'));
    for (let frame = 0; frame < 5; frame++) vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);

    // The page's heading, painted larger first, is not the image.
    const heading = document.createElement('h1');
    FakeObserver.report('largest-contentful-paint', { name: '', element: heading });
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(0);

    FakeObserver.report('largest-contentful-paint', { name: '', element: image });
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    expect(FakeObserver.observing).toHaveLength(0);
  });

  it('on a page without a first view waits for its first contentful paint', () => {
    start();
    FakeObserver.report('paint', { name: 'first-paint' });
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(0);

    FakeObserver.report('paint', { name: 'first-contentful-paint' });
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts after its wait when the image is never reported (a hidden tab, or not the largest)', () => {
    const image = loadingImage();
    start();
    image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FRAME_WAIT - 1);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });
});
