// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/monitoring/ErrorBoundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('a view that cannot draw');
}

describe('ErrorBoundary: a view that throws while drawing', () => {
  it('given a view that throws, then the error is reported, the crash notice is asked for, and the broken view is gone', () => {
    const onError = vi.fn();
    const onCrash = vi.fn();
    // React logs the caught error; the test only needs what the boundary does with it.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = render(
        <ErrorBoundary onError={onError} onCrash={onCrash}>
          <p>before</p>
          <Broken />
        </ErrorBoundary>,
      );
      expect(onError).toHaveBeenCalledTimes(1);
      expect((onError.mock.calls[0]![0] as Error).message).toBe('a view that cannot draw');
      expect(onError.mock.calls[0]![1]).toContain('Broken');
      expect(onCrash).toHaveBeenCalledTimes(1);
      expect(container.innerHTML).toBe('');
    } finally {
      quiet.mockRestore();
    }
  });

  it('given views that draw, then they are shown and nothing is reported', () => {
    const onError = vi.fn();
    const onCrash = vi.fn();
    render(
      <ErrorBoundary onError={onError} onCrash={onCrash}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
    expect(onCrash).not.toHaveBeenCalled();
  });
});
