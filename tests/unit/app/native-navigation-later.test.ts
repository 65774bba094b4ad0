import { describe, expect, it, vi } from 'vitest';
import { nativeNavigationLater } from '../../../src/app/effects/native-navigation-later.ts';
import type { AppServices } from '../../../src/app/effects/services.ts';
import type { NativeOutcome } from '../../../src/ui/feedback.tsx';

type Module = Awaited<ReturnType<NonNullable<Parameters<typeof nativeNavigationLater>[3]>>>;

/** The module's loads, each settled by the test: a flaky network's failure included. */
function loadsByHand() {
  const loads: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const navigated: string[] = [];
  const module = {
    startNativeNavigation: () => (path: string) => {
      navigated.push(path);
      return 'called' as NativeOutcome;
    },
  } as unknown as Module;
  const loadModule = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) =>
        loads.push({ resolve: () => resolve(module), reject }),
      ),
  );
  return { loads, loadModule, navigated };
}

function setUp() {
  const hand = loadsByHand();
  const notify = vi.fn(() => 'toast-1');
  const later = nativeNavigationLater({} as AppServices, () => notify, undefined, hand.loadModule);
  return { ...hand, notify, later };
}

describe('nativeNavigationLater: the native navigation, loaded with its first deep link', () => {
  it('given a tap whose load fails, then the tap is told it failed and the user sees the network toast', async () => {
    const { later, loads, notify } = setUp();
    const outcome = later.navigate('kyc');
    loads[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(outcome).resolves.toBe('failed');
    expect(notify).toHaveBeenCalledWith('error', 'errors.network');
  });

  it('given a failed load, when the user taps again, then the load is tried again and the app is called', async () => {
    const { later, loads, loadModule, navigated } = setUp();
    const first = later.navigate('kyc');
    loads[0]!.reject(new TypeError('offline'));
    await first;
    const second = later.navigate('asset/recharge');
    expect(loadModule).toHaveBeenCalledTimes(2);
    loads[1]!.resolve();
    await expect(second).resolves.toBe('called');
    expect(navigated).toEqual(['asset/recharge']);
  });

  it('given a preload that fails, then nothing is thrown unhandled and the first tap loads again', async () => {
    const { later, loads, loadModule, navigated, notify } = setUp();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      later.preload();
      loads[0]!.reject(new TypeError('offline'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const tap = later.navigate('kyc');
      expect(loadModule).toHaveBeenCalledTimes(2);
      loads[1]!.resolve();
      await expect(tap).resolves.toBe('called');
      expect(navigated).toEqual(['kyc']);
      expect(notify).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('given taps while the load runs, then the module loads once and each tap is answered in order', async () => {
    const { later, loads, loadModule, navigated } = setUp();
    later.preload();
    const taps = [later.navigate('kyc'), later.navigate('asset/recharge')];
    loads[0]!.resolve();
    await expect(Promise.all(taps)).resolves.toEqual(['called', 'called']);
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual(['kyc', 'asset/recharge']);
  });
});
