import type { APIRequestContext, Page } from '@playwright/test';
import type { SandboxControl } from '../../e2e/models/sandbox-control.model.ts';

/** What a fault test hands a screen: the page, the sandbox's controls, where it runs. */
export interface FaultContext {
  page: Page;
  sandbox: SandboxControl;
  request: APIRequestContext;
  baseURL: string;
}

/** A failure as the user is told of it: its kind, and the code when the exchange sent one. */
export interface SeenFailure {
  kind: 'network' | 'timeout' | 'http' | 'malformed' | 'code';
  code?: string;
  /** Every API host was down, so the app could not check afterwards what the call did. */
  unchecked?: boolean;
}

type Step = (ctx: FaultContext) => Promise<void>;

/**
 * One screen of the fault suite: how to open it, the call the faults go on, and what the user
 * must see. A load screen makes its call when it opens; an action screen when `act` runs.
 */
export interface FaultScreen {
  /** The screen's name in test titles: `<screen> × <fault>`. */
  name: string;
  /** The demo account that uses it. */
  user: string;
  path: string;
  /** The path of the screen's main call (src/api/contract.ts): the call faults go on it. */
  call: string;
  /** Opens the screen. A load screen's call is made here; an action screen waits until ready. */
  open: Step;
  /** An action screen's action: the click that makes the call. */
  act?: Step;
  /** What the user sees while the call is under way. */
  seeBusy: Step;
  /** The message the user gets for the failure, and the retry offered. */
  seeFailure: (ctx: FaultContext, failure: SeenFailure) => Promise<void>;
  /** Takes the retry the failure offered. */
  retry: Step;
  /** The screen's data once the call went through: right, and complete. */
  seeDone: Step;
  /**
   * The codes this screen's call answers as a refusal of the action, with what the user sees;
   * then, with the fault cleared, `afterRefusal` shows the data is right (nothing half done).
   */
  refusals?: readonly string[];
  seeRefusal?: (ctx: FaultContext, code: string) => Promise<void>;
  afterRefusal?: Step;
  /** What the user sees once a call told the app the session ended (00004, 434). */
  seeLoggedOut: Step;
  /**
   * After the websockets reconnected: an action screen takes its action, and a change pushed
   * over the sockets reaches the screen without a reload.
   */
  seeLive: Step;
}
