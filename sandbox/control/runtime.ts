import type { CallLog } from '../api/call-log.ts';
import type { EventLog } from '../collectors/event-log.ts';
import type { SandboxStore } from '../db/store.ts';
import type { FaultRegistry } from '../faults/registry.ts';
import type { HangSwitch } from '../hosts/hang.ts';
import type { HostLists } from '../hosts/host-lists.ts';
import type { SocketHub } from '../ws/hub.ts';
import type { FirstViewSwitch } from './first-view-switch.ts';

/** A host of the sandbox as the control plane lists it. */
export interface HostInfo {
  /** `main` or `api-<n>`. */
  id: string;
  url: string;
  port: number;
  latencyMs: number;
}

/** Everything the control plane drives in a running sandbox. */
export interface SandboxRuntime {
  store: SandboxStore;
  faults: FaultRegistry;
  hang: HangSwitch;
  /** Whether pages of the centre and of an activity go out with their first view. */
  firstView: FirstViewSwitch;
  events: EventLog;
  /** The calls the API hosts received (absent in unit tests that build the plane alone). */
  calls?: CallLog;
  /** Absent when the control plane runs without servers (unit tests through app.request). */
  sockets?: SocketHub;
  /** The main origin first, then the API hosts. */
  hosts: readonly HostInfo[];
  /** What the mirrors publish. */
  mirrors: HostLists;
  /** The moment a reset seeds at; real time when undefined. */
  seedNow?: number;
}
