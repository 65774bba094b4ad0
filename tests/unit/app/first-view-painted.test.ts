import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { HttpRequest } from '../../../src/api/http.ts';
import { provideHostSelection } from '../../../src/app/effects/host-selection.ts';
import { providePageMeta } from '../../../src/app/effects/meta.ts';
import type { AppServices } from '../../../src/app/effects/services.ts';
import { afterFirstImagePaint } from '../../../src/app/first-view/early-calls.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page whose largest-contentful-paint entries the test reports by hand. */
function pageWithPaints(supported = true) {
  let report: ((entries: { element: { tagName: string } }[]) => void) | undefined;
  class Observer {
    static supportedEntryTypes = supported ? ['largest-contentful-paint'] : [];
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  const win = { PerformanceObserver: Observer } as unknown as typeof globalThis;
  return { win, paint: (tagName: string) => report?.([{ element: { tagName } }]) };
}

/** Whether `promise` has settled by the next task. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await tick();
  return done;
}

describe("a static shell's first image painted", () => {
  it('comes with the first painted image, not with text', async () => {
    const { win, paint } = pageWithPaints();
    const painted = afterFirstImagePaint(win, 60_000);
    paint('H1');
    expect(await settled(painted)).toBe(false);
    paint('IMG');
    expect(await settled(painted)).toBe(true);
  });

  it('comes after the longest wait without an image, and at once where paints are not reported', async () => {
    const waited = afterFirstImagePaint(pageWithPaints().win, 30);
    expect(await settled(waited)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await settled(waited)).toBe(true);
    expect(await settled(afterFirstImagePaint(pageWithPaints(false).win, 60_000))).toBe(true);
  });
});

describe('work the first view does not need', () => {
  function services() {
    const sent: string[] = [];
    let paint = () => {};
    const firstViewPainted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const app = {
      now: () => Date.now(),
      transport: async (request: HttpRequest) => {
        sent.push(request.url);
        return { status: 503, text: '' };
      },
      client: async (name: string) => {
        sent.push(name);
        return new Promise(() => {});
      },
      tracker: { track: () => {} },
      firstViewPainted,
    } as unknown as AppServices;
    return { app, sent, paint };
  }

  it('the host race and the page metadata wait until the first view is painted', async () => {
    const { app, sent, paint } = services();
    createActor(provideHostSelection(app), {
      input: {
        abroad: false,
        storedHost: undefined,
        failedHosts: [],
        fallbackHosts: [],
        mainDomainHost: 'https://www.exchange.test',
        startOnMainDomain: true,
      },
    }).start();
    createActor(providePageMeta(app, {} as Document), { input: { locale: 'en' } })
      .start()
      .send({ type: 'meta.route', route: '/', ownTitle: undefined });
    await tick();
    expect(sent).toEqual([]);
    paint();
    // The metadata's call goes in a task after the paint's (meta.ts): two turns.
    await tick();
    await tick();
    expect(sent).toContain('metaData');
    expect(sent.some((url) => url.includes('/mirrors/'))).toBe(true);
  });
});
