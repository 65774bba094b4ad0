import type { ApiClient } from '../../api/client.ts';
import type { ExchangeClock } from '../../api/exchange-clock.ts';
import type { HttpTransport } from '../../api/http.ts';
import type { ExchangeSite } from '../../domain/exchange-site.ts';
import type { Locale } from '../../domain/locale.ts';
import type { Environment } from '../../platform/environment.ts';
import type { Feed } from '../feed.ts';
import type { FirstViewSource } from '../first-view/first-view-source.ts';
import type { Tracker } from '../tracking.ts';

/** What every machine's real effects are built from: made once by the composition root. */
export interface AppServices {
  client: ApiClient;
  transport: HttpTransport;
  tracker: Tracker;
  env: Environment;
  locale: Locale;
  /** The page's own origin: the main domain's default host. */
  origin: string;
  /** The exchange's login page and the origin of its asset paths (src/domain/exchange-site). */
  site: ExchangeSite;
  /** Leaves the app for another page (the login page). */
  assignLocation: (url: string) => void;
  currentPath: () => string;
  /** The exchange's time (`clock.now`): what countdowns, stages and expiries compare with. */
  now: () => number;
  /** The exchange's clock, which answers teach; the health probes read it too. */
  clock: ExchangeClock;
  /** The websockets' pushes by channel: task progress, rewards, messages, market, clock. */
  feed: Feed;
  /** The answers the page came with, for the machine of the page they were made for. */
  firstView: FirstViewSource;
  /** The session's token now, if logged in (the stream socket authenticates with it). */
  token: () => string | undefined;
  /**
   * The logged-in account (its user id) once its user info is in; undefined before, and for a
   * visitor. What the tab keeps for one account (a KOL draft) is kept under it.
   */
  account: () => number | undefined;
  /**
   * The account as soon as it is known: at once when it is, else once the user info comes in;
   * undefined when no session is left to wait for. Rejects when `signal` aborts.
   */
  untilAccount: (signal: AbortSignal) => Promise<number | undefined>;
  /**
   * Opens the contract or stream websocket (SPEC §7) for a screen that needs it, on the
   * gateway of the login state (contract1/2, http-gateway1/2), with the address's `compress`
   * and a fresh 32-character `vs`; `close` ends it when the screen's state ends.
   */
  openSocket: (
    kind: ScreenSocketKind,
    onOpen?: (send: (data: string) => void) => void,
  ) => {
    feed: Feed;
    close: () => void;
  };
  /**
   * What work the first view does not need waits for (the host race, the page's metadata): on
   * a static shell whose head made the first calls, the page's first image painted
   * (first-view/early-calls.ts); nothing otherwise.
   */
  firstViewPainted?: Promise<void>;
}

/** The websockets a screen opens itself; the market and private ones live as long as the page. */
export type ScreenSocketKind = 'contract' | 'stream';
