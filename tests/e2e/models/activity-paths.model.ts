import { createHmac, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  ANSWER_HEADERS,
  CALLS,
  CLIENT_VERSION,
  HEADERS,
  LANGUAGE_QUERY,
  TERMINAL_CODE,
} from '../../../src/api/contract.ts';
import { ActivityPage } from './activity.model.ts';

/** The stage of the detail as the hero shows it. */
export type ShownStage = 'NOT_START' | 'IN_PROGRESS' | 'FINISHED';

/**
 * The activity detail page as the browser paths see it: the page's `data-state`, the hero's
 * stage and countdown, the price chart and the refresh behind the detail.
 */
export class ActivityDetailPaths {
  readonly activity: ActivityPage;
  readonly root: Locator;
  readonly hero: Locator;
  readonly chart: Locator;
  readonly countdown: Locator;

  constructor(readonly page: Page) {
    this.activity = new ActivityPage(page);
    this.root = page.locator('.activity-detail');
    this.hero = page.locator('.detail-hero');
    this.chart = page.locator('section.price-chart');
    this.countdown = page.locator('.detail-countdown');
  }

  async seePageState(state: 'resolvingId' | 'loading' | 'notFound' | 'failed' | 'ready') {
    await expect(this.root).toHaveAttribute('data-state', state);
  }

  /** Skeletons hold the page's place while the id or the detail is on its way. */
  async seeLoading(state: 'resolvingId' | 'loading') {
    await this.seePageState(state);
    await expect(this.root.getByRole('status')).toHaveText('Loading the campaign…');
  }

  /** A failed call: its reason, a retry and the way back to the list (`list`, its link). */
  async seeFailed(list: 'All campaigns' | 'All events') {
    await this.seePageState('failed');
    const alert = this.root.getByRole('alert');
    await expect(
      this.page.getByRole('heading', { name: 'We couldn’t load this campaign' }),
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(alert.getByRole('link', { name: list })).toBeVisible();
  }

  /** A link that points nowhere: "not found", no retry, the way back to the list. */
  async seeNotFound() {
    await this.seePageState('notFound');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Campaign not found' }),
    ).toBeVisible();
    await expect(this.root).toContainText('This link doesn’t point to a campaign');
    await expect(this.root.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(this.root.getByRole('link', { name: 'All campaigns' })).toBeVisible();
  }

  async retry() {
    await this.root.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  }

  /** The stage tag and the countdown that goes with it. */
  async seeStage(stage: ShownStage) {
    await this.seePageState('ready');
    await this.activity.seeStage(stage);
    if (stage === 'FINISHED') {
      await expect(this.countdown).toHaveText('This campaign has ended.');
    } else {
      const label = stage === 'NOT_START' ? 'Starts in' : 'Ends in';
      await expect(this.countdown.locator('.countdown-label')).toHaveText(label);
    }
  }

  /** A reload runs behind the detail shown (the hero is busy), or none does. */
  async seeRefreshing(refreshing: boolean) {
    await expect(this.hero).toHaveAttribute('aria-busy', String(refreshing));
  }

  /** The warning that the last reload failed, shown above the detail. */
  async seeRefreshFailed(shown: boolean) {
    const notice = this.page
      .getByRole('status')
      .filter({ hasText: 'We couldn’t refresh this page' });
    await expect(notice).toHaveCount(shown ? 1 : 0);
  }

  /** The chart's state: none shows no chart at all. */
  async seeChart(state: 'none' | 'shown' | 'fetching' | 'failed' | 'live', pair?: string) {
    if (state === 'none') {
      await expect(this.chart).toHaveCount(0);
      return;
    }
    // The chart actor runs by itself: shown means in any of its states.
    await expect(this.chart).toHaveAttribute(
      'data-state',
      state === 'shown' ? /fetching|failed|live/ : state,
    );
    if (pair) {
      const title = `${pair.replace('_', '/')} price, 1-minute candles`;
      await expect(this.chart.getByRole('heading', { name: title })).toBeVisible();
    }
    if (state === 'fetching') await expect(this.chart.getByRole('status')).toBeVisible();
    if (state === 'failed')
      await expect(this.chart.getByRole('alert')).toContainText(
        'We couldn’t load the price chart.',
      );
    if (state === 'live') await expect(this.chart.getByRole('img')).toBeVisible();
  }

  /** The live ranking: absent (none), or shown waiting or live. */
  async seeRanking(state: 'none' | 'following' | 'live') {
    const ranking = this.page.locator('section.live-ranking');
    if (state === 'none') return expect(ranking).toHaveCount(0);
    // A ranking is pushed as soon as the stream subscribes: "following" may already be live.
    await expect(ranking).toHaveAttribute('data-state', state === 'live' ? 'live' : /waiting|live/);
  }

  async retryChart() {
    await this.chart.getByRole('button', { name: 'Try again' }).click();
  }
}

/**
 * Counts the market pushes (`kline.1m`) the page's websockets receive, per pair, so a path can
 * wait for the next candle of the chart's pair. Watch before the page opens.
 */
export class MarketPushes {
  private readonly counts = new Map<string, number>();
  /** Live rankings pushed on the stream socket (uncompressed: the paths open no ?compress). */
  private rankings = 0;

  private constructor() {}

  static watch(page: Page): MarketPushes {
    const pushes = new MarketPushes();
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('{"channel":"ranking"')) {
          pushes.rankings += 1;
        }
        if (typeof payload !== 'string' || !payload.includes('"kline.1m"')) return;
        const symbol = /"symbol":"([A-Z]+_[A-Z]+)"/.exec(payload)?.[1];
        if (symbol) pushes.counts.set(symbol, (pushes.counts.get(symbol) ?? 0) + 1);
      });
    });
    return pushes;
  }

  /** Waits until a live ranking arrives on the stream socket after this call. */
  async nextRanking() {
    const before = this.rankings;
    await expect
      .poll(() => this.rankings, { message: 'a live ranking push' })
      .toBeGreaterThan(before);
  }

  /** Waits until a candle of `symbol` arrives after this call. */
  async nextCandle(symbol: string) {
    const before = this.counts.get(symbol) ?? 0;
    await expect
      .poll(() => this.counts.get(symbol) ?? 0, { message: `a ${symbol} candle push` })
      .toBeGreaterThan(before);
  }
}

/** An activity's times as the sandbox answers a visitor (noLoginDetail), in epoch ms. */
export interface ActivityTimes {
  startTime: number;
  endTime: number;
  serverTime: number;
}

/** The web client's key (src/api/signature.ts, whose crypto-js import Node's loader refuses). */
const SIGNATURE_KEY = 'sandbox-exchange-web-1.1.0';

/** The signature of a GET without token, as src/api/signature.ts computes it. */
function signGet(
  path: string,
  query: Record<string, string>,
  timestamp: string,
  traceId: string,
): string {
  const sorted = Object.keys(query)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k] ?? '')}`)
    .join('&');
  // No token, no idempotency key: both sign as empty lines.
  const canonical = ['GET', path, sorted, '', timestamp, '', traceId, ''].join('\n');
  return createHmac('sha256', SIGNATURE_KEY).update(canonical).digest('hex');
}

/**
 * Reads an activity's start and end from the sandbox, signed as the web client signs, so a
 * path can move the sandbox clock to just before a deadline. Signed with the exchange's time
 * as the app signs: a call refused for its timestamp is signed again with the answer's time.
 */
export async function activityTimes(
  request: APIRequestContext,
  baseURL: string,
  activityId: number,
): Promise<ActivityTimes> {
  const { path } = CALLS.noLoginDetail;
  const query = { activityId: String(activityId), [LANGUAGE_QUERY]: 'en_US' };
  const send = (timestamp: string) => {
    const traceId = randomUUID();
    return request.get(`${baseURL}${path}`, {
      params: query,
      headers: {
        [HEADERS.terminal]: TERMINAL_CODE,
        [HEADERS.version]: CLIENT_VERSION,
        [HEADERS.traceId]: traceId,
        [HEADERS.language]: 'en_US',
        [HEADERS.timestamp]: timestamp,
        [HEADERS.signature]: signGet(path, query, timestamp, traceId),
      },
    });
  };
  let response = await send(String(Date.now()));
  const exchangeTime = response.headers()[ANSWER_HEADERS.exchangeTime];
  if (response.status() === 400 && exchangeTime) response = await send(exchangeTime);
  expect(response.ok(), await response.text()).toBe(true);
  const envelope = (await response.json()) as { code: string; data: ActivityTimes };
  expect(envelope.code, JSON.stringify(envelope)).toBe('00000');
  const { startTime, endTime, serverTime } = envelope.data;
  return { startTime, endTime, serverTime };
}

/**
 * Runs a control-plane call, once more if the sandbox had closed the kept-alive connection it
 * went out on (Node closes idle ones after 5 s, and the request fails with ECONNRESET before
 * the sandbox sees it).
 */
export async function control<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return call();
  }
}
