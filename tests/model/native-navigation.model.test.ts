import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectNativeNavigation } from '../../machines/native-navigation.connect.ts';
import {
  type NativeNavigationEvent,
  nativeNavigationMachine,
} from '../../machines/native-navigation.machine.ts';
import type { NativeCall } from '../../src/domain/native-paths.ts';
import { NAVIGATION_CASES, nativeNavigationModel } from './models/native-navigation.model.ts';

const caseOf = (event: NativeNavigationEvent) => {
  const found = NAVIGATION_CASES.find(
    (c) => c.event.path === event.path && c.event.appVersion === event.appVersion,
  );
  if (!found) throw new Error(`no case for ${event.path}`);
  return found;
};

describe('native navigation paths', () => {
  for (const path of nativeNavigationModel.getShortestPaths()) {
    it(path.description, async () => {
      const callNative = vi.fn((_: NativeCall) => {});
      const goToDownloadPage = vi.fn();
      const actor = createActor(
        nativeNavigationMachine.provide({
          actions: {
            callNative: (_, params) => callNative(params),
            goToDownloadPage,
          },
        }),
      ).start();
      const snapshot = () => actor.getSnapshot();
      const navigation = () => connectNativeNavigation(snapshot(), actor.send);

      await path.test({
        states: {
          idle: () => {
            expect(callNative).not.toHaveBeenCalled();
            expect(navigation().failure).toBeUndefined();
          },
          called: () => expect(navigation().failure).toBeUndefined(),
          failed: () => expect(navigation().failure?.message).toBeTruthy(),
        },
        events: {
          'nav.go': ({ event }) => {
            const e = event as NativeNavigationEvent;
            const { expected } = caseOf(e);
            const calls = callNative.mock.calls.length;
            const downloads = goToDownloadPage.mock.calls.length;
            navigation().go(e.path, e.appVersion);
            expect(navigation().dataState).toBe(expected.state);
            if (expected.state === 'called') {
              // The app gets exactly one call, in the format SPEC §5 chooses.
              expect(callNative.mock.calls.length - calls).toBe(1);
              expect(callNative).toHaveBeenLastCalledWith(expected.call);
              expect(navigation().lastCall).toEqual({
                path: e.path,
                format: expected.format,
                call: expected.call,
              });
            } else {
              // SPEC §8's text; no call reaches the app.
              expect(callNative.mock.calls.length).toBe(calls);
              expect(navigation().failure?.message).toBe(expected.message);
              expect(navigation().failure?.path).toBe(e.path);
              expect(goToDownloadPage.mock.calls.length - downloads).toBe(
                expected.download ? 1 : 0,
              );
            }
          },
        },
      });
      expect(snapshot().value).toEqual(path.state.value);
      expect(snapshot().context).toEqual(path.state.context);
    });
  }
});
