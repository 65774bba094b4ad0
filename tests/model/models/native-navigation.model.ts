import type { SnapshotFrom } from 'xstate';
import {
  type NativeNavigationEvent,
  nativeNavigationMachine,
} from '../../../machines/native-navigation.machine.ts';
import type { NativeCall } from '../../../src/domain/native-paths.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/** One request per rule of SPEC §5, with what it must lead to. */
export interface NavigationCase {
  event: NativeNavigationEvent;
  expected:
    | { state: 'called'; format: 'new' | 'old'; call: NativeCall }
    | { state: 'failed'; message: string; download: boolean };
}

const go = (path: string, appVersion: string | undefined): NativeNavigationEvent => ({
  type: 'nav.go',
  path,
  appVersion,
});

export const NAVIGATION_CASES: NavigationCase[] = [
  {
    event: go('kyc', '3.3.0'),
    expected: {
      state: 'called',
      format: 'new',
      call: { method: 'router.open', param: { page: 'kyc' } },
    },
  },
  {
    event: go('kyc', '3.2.9'),
    expected: {
      state: 'called',
      format: 'old',
      call: { method: 'jumpTo', param: { target: 'kyc' } },
    },
  },
  {
    // Numeric, not lexicographic: 3.10.0 is newer than 3.3.0.
    event: go('asset/transfer', '3.10.0'),
    expected: {
      state: 'called',
      format: 'new',
      call: { method: 'router.open', param: { page: 'asset', tab: 'transfer' } },
    },
  },
  {
    // No new-format descriptor: the old call, however new the app.
    event: go('trade', '4.0.0'),
    expected: {
      state: 'called',
      format: 'old',
      call: { method: 'gotoSpotTrade', param: { spotId: 'BTC_USDT' } },
    },
  },
  {
    event: go('gotoBeTrader', '3.4.9'),
    expected: {
      state: 'failed',
      message: 'Please download the latest version of the app',
      download: false,
    },
  },
  {
    event: go('asset/unknown', '4.0.0'),
    expected: { state: 'failed', message: 'Path mapping not found', download: false },
  },
  {
    event: go('kyc', undefined),
    expected: {
      state: 'failed',
      message: 'Please download the latest version of the app',
      download: true,
    },
  },
];

export const nativeNavigationModel = machineModel<
  SnapshotFrom<typeof nativeNavigationMachine>,
  NativeNavigationEvent
>(nativeNavigationMachine, () => NAVIGATION_CASES.map((c) => c.event));

export const nativeNavigationSpec: MachineModelSpec = {
  name: 'nativeNavigation',
  machine: nativeNavigationMachine,
  model: nativeNavigationModel,
  inputs: [{ name: 'page opened', input: undefined }],
};
