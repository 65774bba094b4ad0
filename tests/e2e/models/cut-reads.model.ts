import type { Request, Route } from '@playwright/test';
import { CALL_TIMEOUT_MS } from '../../../src/api/contract.ts';

/** A sent call as its resend repeats it: method, path, query and body (not the host). */
function sameCall(request: Request): { call: string; host: string } {
  const url = new URL(request.url());
  return {
    call: `${request.method()} ${url.pathname}${url.search}\n${request.postData() ?? ''}`,
    host: url.host,
  };
}

/**
 * Reads whose connection a path cut. The app's client sends a read whose host gave no answer
 * once more, to the host that host selection picks instead (src/api/client.ts); a path's "the
 * read loses its connection" means the read fails for the app, so the cut fails that resend
 * too. A write is never resent: cut it with a plain abort, as the app sends it once.
 */
export class CutReads {
  private cut: { call: string; host: string; until: number }[] = [];

  /** Cuts a held read, and the one resend of it that may follow on another host. */
  async drop(route: Route) {
    // The resend shares the call's deadline, so it comes within that deadline or never (no
    // other host left): a later call of the same read is the app's own, not the resend.
    this.cut.push({ ...sameCall(route.request()), until: Date.now() + CALL_TIMEOUT_MS });
    await route.abort('connectionreset');
  }

  /**
   * Whether `route` is the resend of a read cut before (on another host, before its deadline):
   * then it is cut too, and the read is done with.
   */
  async dropResend(route: Route): Promise<boolean> {
    const now = Date.now();
    this.cut = this.cut.filter((c) => c.until > now);
    const sent = sameCall(route.request());
    const at = this.cut.findIndex((c) => c.call === sent.call && c.host !== sent.host);
    if (at < 0) return false;
    this.cut.splice(at, 1);
    await route.abort('connectionreset');
    return true;
  }
}
