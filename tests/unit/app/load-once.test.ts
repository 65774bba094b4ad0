import { describe, expect, it, vi } from 'vitest';
import { loadedPart, loadOnce } from '../../../src/app/load-once.ts';

describe('loadOnce', () => {
  it('starts a load once and shares it with every later call', async () => {
    const load = vi.fn(async () => 'part');
    const [a, b] = [loadOnce(load), loadOnce(load)];
    expect(await a).toBe('part');
    expect(await b).toBe('part');
    expect(await loadOnce(load)).toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what a load gave, and nothing before it has', async () => {
    let give: (part: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (give = resolve));
    const pending = loadOnce(load);
    expect(loadedPart(load)).toBeUndefined();
    give('part');
    await pending;
    expect(loadedPart(load)).toBe('part');
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('part');
    await expect(loadOnce(load)).rejects.toThrow('network');
    expect(loadedPart(load)).toBeUndefined();
    expect(await loadOnce(load)).toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the loads of different parts apart', async () => {
    const first = async () => 'first';
    const second = async () => 'second';
    expect(await Promise.all([loadOnce(first), loadOnce(second)])).toEqual(['first', 'second']);
  });
});
