import { describe, expect, it, vi } from 'vitest';
import { readEnvironment } from '../../../src/platform/environment.ts';

/** Monitoring's delivery module as the page would load it, counted, and its last load. */
const delivery = vi.hoisted(() => ({ loads: 0, loaded: Promise.resolve<unknown>(undefined) }));
vi.mock('../../../src/app/monitoring/delivery.ts', async (importOriginal) => {
  delivery.loads += 1;
  delivery.loaded = importOriginal();
  return delivery.loaded;
});

const { createMonitoring } = await import('../../../src/app/monitoring/monitoring.ts');

const monitoringAt = (url: string) =>
  createMonitoring({
    env: readEnvironment(url, 'Mozilla/5.0'),
    locale: 'en',
    origin: new URL(url).origin,
    currentPath: () => '/en/',
    loggedIn: () => false,
    apiHost: () => 'http://api-1.localhost:8081',
    sessions: () => [],
  });

describe('monitoring (issue 17: what sends loads only where something is sent)', () => {
  it('a page without tracking and without errors never loads the scrubbing; with ?sensors it does', async () => {
    monitoringAt('http://127.0.0.1:8080/en/').tracker.track('page_view');
    await vi.dynamicImportSettled();
    expect(delivery.loads).toBe(0);
    monitoringAt('http://127.0.0.1:8080/en/?sensors');
    await vi.dynamicImportSettled();
    expect(delivery.loads).toBe(1);
    // The module and its imports finish loading inside the test, not after its environment ends.
    await delivery.loaded;
  });
});
