import { assign, setup } from 'xstate';
import {
  findNativePath,
  type NativeCall,
  type NativeNavigationErrorReason,
  resolveNativeCall,
  usesNewCallFormat,
} from '../src/domain/native-paths.ts';
import { isVersionAtLeast } from '../src/domain/version.ts';

/** The last call made, or why the last request failed. */
export interface NativeNavigationContext {
  /** The last call handed to the app, and the format it was made in. */
  lastCall: { path: string; format: 'new' | 'old'; call: NativeCall } | undefined;
  /** Why the last request failed: SPEC §8's text, and the reason views choose words by. */
  failure: { path: string; reason: NativeNavigationErrorReason; message: string } | undefined;
}

/** A request to open an app screen. */
export type NativeNavigationEvent = {
  type: 'nav.go';
  /** A deep-link target of SPEC §2 (home, kyc, asset/transfer …). */
  path: string;
  /** The app's version from its user agent; undefined outside the app. */
  appVersion: string | undefined;
};

type Request = { path: string; appVersion: string | undefined };

const requestOf = ({ event }: { event: NativeNavigationEvent }): Request => ({
  path: event.path,
  appVersion: event.appVersion,
});

/** The call a request resolves to; the guards have checked that it resolves. */
const callOf = (request: Request): NativeCall => {
  const result = resolveNativeCall(request.path, request.appVersion);
  return result.ok ? result.call : { method: '', param: {} };
};

/**
 * Opens a deep-link target of SPEC §2 in the native app (SPEC §5): a path without a mapping
 * fails with 'Path mapping not found'; an app older than the path's supportedVersion fails
 * with 'Please download the latest version of the app'; otherwise the app is called, in the
 * new format only from app 3.3.0 on and when the path has one. Outside the app the visitor
 * is sent to the download page (SPEC §6).
 */
export const nativeNavigationMachine = setup({
  types: {
    context: {} as NativeNavigationContext,
    events: {} as NativeNavigationEvent,
    tags: {} as 'called' | 'failed',
  },
  actions: {
    /** Calls the native bridge (src/platform/native-bridge.ts). */
    callNative: (_, _params: NativeCall) => {},
    /** SPEC §2, §6: /download, or /{language}/download. */
    goToDownloadPage: () => {},
    storeCall: assign((_, request: Request) => {
      const result = resolveNativeCall(request.path, request.appVersion);
      return result.ok
        ? {
            lastCall: { path: request.path, format: result.format, call: result.call },
            failure: undefined,
          }
        : {};
    }),
    storeFailure: assign((_, request: Request) => {
      const result = resolveNativeCall(request.path, request.appVersion);
      return result.ok
        ? {}
        : { failure: { path: request.path, reason: result.reason, message: result.message } };
    }),
  },
  guards: {
    isUnmapped: (_, request: Request) => findNativePath(request.path) === undefined,
    isOutsideApp: (_, request: Request) => request.appVersion === undefined,
    isAppOutdated: (_, request: Request) => {
      const entry = findNativePath(request.path);
      return (
        entry !== undefined &&
        request.appVersion !== undefined &&
        !isVersionAtLeast(request.appVersion, entry.supportedVersion)
      );
    },
    usesNewFormat: (_, request: Request) => {
      const entry = findNativePath(request.path);
      return (
        entry !== undefined &&
        request.appVersion !== undefined &&
        usesNewCallFormat(entry, request.appVersion)
      );
    },
  },
}).createMachine({
  id: 'nativeNavigation',
  description: 'Opens app screens from the web pages inside the app.',
  context: { lastCall: undefined, failure: undefined },
  initial: 'idle',
  on: {
    // The order is SPEC §5's: mapping first, then the app, then its version, then the format.
    'nav.go': [
      {
        guard: { type: 'isUnmapped', params: requestOf },
        target: '.failed',
        actions: { type: 'storeFailure', params: requestOf },
      },
      {
        guard: { type: 'isOutsideApp', params: requestOf },
        target: '.failed',
        actions: [{ type: 'storeFailure', params: requestOf }, 'goToDownloadPage'],
      },
      {
        guard: { type: 'isAppOutdated', params: requestOf },
        target: '.failed',
        actions: { type: 'storeFailure', params: requestOf },
      },
      {
        guard: { type: 'usesNewFormat', params: requestOf },
        target: '.called',
        actions: [
          { type: 'storeCall', params: requestOf },
          { type: 'callNative', params: (args) => callOf(requestOf(args)) },
        ],
      },
      {
        target: '.called',
        actions: [
          { type: 'storeCall', params: requestOf },
          { type: 'callNative', params: (args) => callOf(requestOf(args)) },
        ],
      },
    ],
  },
  states: {
    idle: {
      description: 'No app screen has been asked for yet.',
    },
    called: {
      description: 'The app was asked to open the screen (new format from app 3.3.0 on).',
      tags: ['called'],
    },
    failed: {
      description: 'The screen cannot be opened: no mapping, no app, or an app too old.',
      tags: ['failed'],
    },
  },
});
