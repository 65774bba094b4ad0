// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { useViewActor } from '../../../src/ui/actor.tsx';

afterEach(cleanup);

/** A page that loads once on start, as the centre and an activity's detail do. */
const pageMachine = setup({
  types: { context: {} as { loads: number } },
  actors: {
    // Like a real call: its abort signal rejects it.
    load: fromPromise<string>(
      ({ signal }) =>
        new Promise((resolve, reject) => {
          const id = setTimeout(() => resolve('loaded'), 5);
          signal.addEventListener('abort', () => {
            clearTimeout(id);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    ),
  },
  actions: { countLoad: assign({ loads: ({ context }) => context.loads + 1 }) },
}).createMachine({
  context: { loads: 0 },
  initial: 'loading',
  states: {
    loading: {
      description: 'The page asks for its data.',
      entry: 'countLoad',
      invoke: { src: 'load', onDone: 'ready', onError: 'failed' },
    },
    ready: { description: 'The data came.' },
    failed: { description: 'The load failed.' },
  },
});

function Page() {
  const actor = useViewActor(pageMachine, {});
  const state = useSelector(actor, (s) => String(s.value));
  return <p data-testid="page">{state}</p>;
}

describe("a view's own actor", () => {
  it("survives StrictMode mounting the view twice: the first mount's aborted load is not its failure", async () => {
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('page').textContent).toBe('ready');
  });

  it('is stopped when the view goes away', async () => {
    let seen: ReturnType<typeof useViewActor<typeof pageMachine>> | undefined;
    function Spy() {
      seen = useViewActor(pageMachine, {});
      return null;
    }
    const view = render(<Spy />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen?.getSnapshot().value).toBe('ready');
    view.unmount();
    expect(seen?.getSnapshot().status).toBe('stopped');
  });
});
