// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:8080/sandbox"}
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMainApp } from './control-support.ts';
import { useTempStore } from './helpers.ts';

// A path, not a URL: under jsdom, URL is the DOM's, which node:fs does not take.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = readFileSync(path.join(HERE, '../../../sandbox/control/page-script.js'), 'utf8');

describe('control page script', () => {
  const ctx = useTempStore('each');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Loads the server-rendered page into the document and runs its script against the app. */
  async function load() {
    const { app, runtime } = makeMainApp(ctx.store);
    const calls: Array<{ url: string; body: unknown }> = [];
    window.fetch = async (input, init) => {
      const url = String(input);
      if (init?.body) calls.push({ url, body: JSON.parse(String(init.body)) });
      return app.request(url, init);
    };
    const html = await (await app.request('/sandbox')).text();
    document.documentElement.innerHTML = html.replace(/<script[^>]*><\/script>/, '');
    new Function(SCRIPT)();
    return { runtime, calls };
  }

  const notice = () => document.getElementById('notice')?.textContent ?? '';
  const errorText = () => document.getElementById('error')?.textContent ?? '';

  it('sends a form as JSON, says what happened, and refreshes the live sections', async () => {
    const { runtime, calls } = await load();
    const spec = document.getElementById('fault-spec') as HTMLInputElement;
    spec.value = 'id=slow,host=api-2,latency=3s';
    (spec.form as HTMLFormElement).requestSubmit();
    await vi.waitFor(() =>
      expect(notice()).toBe('Fault slow: id=slow,host=api-2,latency=3000 (on)'),
    );
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:8080/sandbox/api/faults',
        body: { spec: 'id=slow,host=api-2,latency=3s' },
      },
    ]);
    expect(runtime.faults.get('slow')?.enabled).toBe(true);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-live="faults"]')?.textContent).toContain('Switch off'),
    );
    const off = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Switch off',
    )!;
    off.click();
    await vi.waitFor(() => expect(runtime.faults.get('slow')?.enabled).toBe(false));
  });

  it('shows a refusal in the alert region', async () => {
    await load();
    const to = document.getElementById('clock-to') as HTMLInputElement;
    to.value = 'whenever';
    (to.form as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(errorText()).toMatch(/not a clock setting/));
    expect(notice()).toBe('');
  });
});
