import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { debugLabelMachine } from '../../../machines/debug-label.machine.ts';
import { CLIENT_VERSION } from '../../api/contract-wire.ts';
import type { TrackedEvent } from '../tracking.ts';
import type { AppServices } from './services.ts';

/** How many tracked events the debug panel lists, newest first. */
export const DEBUG_EVENT_COUNT = 5;

/** What the debug panel shows besides the system actors' state (SPEC §2, §9). */
export interface DebugInfo {
  /** SPEC §9: the client version, 1.1.0. */
  version: string;
  locale: string;
  inApp: boolean;
  appVersion: string | undefined;
  /** The last tracked events, newest first. */
  recentEvents: readonly TrackedEvent[];
}

/** Reads the debug panel's facts at the moment it is drawn. */
export function readDebugInfo(services: AppServices): DebugInfo {
  return {
    version: CLIENT_VERSION,
    locale: services.locale,
    inApp: services.env.inApp,
    appVersion: services.env.appVersion,
    recentEvents: services.tracker.events.slice(-DEBUG_EVENT_COUNT).reverse(),
  };
}

/**
 * The hidden debug label's series of clicks, running: made with the header's first click
 * (shell-later.ts), so a page whose header is never clicked never loads its machine (issue 17).
 */
export function startDebugLabel(inspect: Observer<InspectionEvent> | undefined) {
  return createActor(debugLabelMachine, { id: 'debugLabel', inspect }).start();
}
