// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { sameApi, useConnect } from '../../../src/ui/actor.tsx';

afterEach(cleanup);

const counter = setup({
  types: {
    context: {} as { n: number; touched: number },
    events: {} as { type: 'count.add' } | { type: 'count.touch' },
  },
  actions: {
    add: assign(({ context }) => ({ n: context.n + 1 })),
    touch: assign(({ context }) => ({ touched: context.touched + 1 })),
  },
  guards: { isHigh: ({ context }) => context.n >= 2 },
}).createMachine({
  context: { n: 0, touched: 0 },
  initial: 'low',
  states: {
    low: {
      tags: ['low'],
      always: { guard: 'isHigh', target: 'high' },
      on: {
        'count.add': { actions: 'add' },
        'count.touch': { actions: 'touch' },
      },
    },
    high: {},
  },
});

describe('a view reads its actor through one connect', () => {
  it('compares field by field, arrays by element, and skips handlers', () => {
    const item = { id: 1 };
    expect(sameApi({ a: 1, list: [item], go: () => 1 }, { a: 1, list: [item], go: () => 2 })).toBe(
      true,
    );
    expect(sameApi({ a: 1, list: [item] }, { a: 1, list: [{ id: 1 }] })).toBe(false);
    expect(sameApi({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameApi({ m: 1 }, { m: 2 }, { m: () => true })).toBe(true);
  });

  it('given a tag and a handler, redraws when what it returns changes and not otherwise', () => {
    const actor = createActor(counter).start();
    let draws = 0;
    const connect = (s: ReturnType<typeof actor.getSnapshot>, send: typeof actor.send) => ({
      isLow: s.hasTag('low'),
      n: s.context.n,
      add: () => send({ type: 'count.add' }),
    });
    function View() {
      const api = useConnect(actor, connect);
      draws += 1;
      return (
        <button type="button" data-low={api.isLow} onClick={api.add}>
          {api.n}
        </button>
      );
    }
    render(<View />);
    const before = draws;
    act(() => actor.send({ type: 'count.touch' }));
    expect(draws).toBe(before);
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('2');
    expect(screen.getByRole('button').dataset.low).toBe('false');
  });
});
