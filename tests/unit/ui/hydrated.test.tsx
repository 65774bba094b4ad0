// @vitest-environment jsdom
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HydrationEnd,
  HydrationPhase,
  ServerHtml,
  useHydrated,
  useHydratedLater,
} from '../../../src/ui/hydrated.ts';

/** What a view shows from the browser only once hydrated (the session's user, the time zone). */
function Account() {
  return <p id="account">{useHydrated() ? 'browser' : 'server'}</p>;
}

function LocalText() {
  return <p id="later">{useHydratedLater() ? 'browser' : 'server'}</p>;
}

/** Reads the later text whenever the account's text changes: what each commit brought. */
function watchCommits(container: HTMLElement): string[] {
  const seen: string[] = [];
  new MutationObserver(() => {
    const account = container.querySelector('#account')?.textContent;
    const later = container.querySelector('#later')?.textContent;
    seen.push(`${account}/${later}`);
  }).observe(container, { subtree: true, characterData: true, childList: true });
  return seen;
}

/**
 * Reads the page right after the passive effects of hydration's commit, before any other task:
 * what React draws synchronously there (one long task on a phone) is already on the page.
 */
function AfterEffects(props: { seen: (text: string | undefined) => void }) {
  useEffect(() => {
    queueMicrotask(() => props.seen(document.getElementById('account')?.textContent ?? undefined));
  }, [props.seen]);
  return null;
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of `app` in #root, as the page server sends it. */
function serverPage(app: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerHtml>{app}</ServerHtml>);
  document.body.append(container);
  return container;
}

describe('hydration’s end (useHydrated)', () => {
  it('given the server’s page, hydrates it as drawn and shows the browser’s state after, in a render of its own', async () => {
    const seen: (string | undefined)[] = [];
    const errors: unknown[] = [];
    const container = serverPage(
      <>
        <Account />
        <LocalText />
      </>,
    );
    expect(container.querySelector('#account')?.textContent).toBe('server');
    const serverNode = container.querySelector('#account');
    const commits = watchCommits(container);

    root = hydrateRoot(
      container,
      <HydrationPhase serverHtml>
        <Account />
        <LocalText />
        <AfterEffects seen={(text) => seen.push(text)} />
        <HydrationEnd />
      </HydrationPhase>,
      { onRecoverableError: (error) => errors.push(error) },
    );

    await vi.waitFor(() => {
      expect(container.querySelector('#account')?.textContent).toBe('browser');
      expect(container.querySelector('#later')?.textContent).toBe('browser');
    });
    expect(errors).toEqual([]);
    // Hydrated in place, not drawn afresh.
    expect(container.querySelector('#account')).toBe(serverNode);
    // Not drawn in the task of hydration's passive effects: a render of its own, in slices.
    expect(seen[0]).toBe('server');
    // What nothing waits for comes in a commit of its own, after.
    expect(commits).toEqual(['browser/server', 'browser/browser']);
  });

  it('given a part whose code is still loading, ends hydration only once that part is hydrated, in place', async () => {
    let loaded: (module: { default: () => ReactNode }) => void = () => {};
    const Part = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => (loaded = resolve)),
    );
    const errors: unknown[] = [];
    const container = serverPage(
      <>
        <Account />
        <Suspense fallback={null}>
          <LocalText />
          <HydrationEnd />
        </Suspense>
      </>,
    );
    const serverNode = container.querySelector('#later');

    root = hydrateRoot(
      container,
      <HydrationPhase serverHtml>
        <Account />
        <Suspense fallback={null}>
          <Part />
          <HydrationEnd />
        </Suspense>
      </HydrationPhase>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('#later')).toBe(serverNode);
    expect(container.querySelector('#account')?.textContent).toBe('server');

    loaded({ default: LocalText });
    await vi.waitFor(() => {
      expect(container.querySelector('#account')?.textContent).toBe('browser');
      expect(container.querySelector('#later')?.textContent).toBe('browser');
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('#later')).toBe(serverNode);
  });

  it('given no server HTML, shows the browser’s state in the first drawing', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const first: string[] = [];
    function FirstDrawing() {
      const text = useHydrated() ? 'browser' : 'server';
      if (first.length === 0) first.push(text);
      return <p>{text}</p>;
    }
    root = createRoot(container);
    root.render(
      <HydrationPhase serverHtml={false}>
        <FirstDrawing />
      </HydrationPhase>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('browser'));
    expect(first).toEqual(['browser']);
  });
});
