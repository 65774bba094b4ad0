import type { Request, Route } from '@playwright/test';

/**
 * How long a cut read's resend may take to come: the client asks host selection for the host
 * to resend to at once, and a re-race among the sandbox's hosts takes a moment; no resend
 * comes when the host is the same (no other host chosen yet, or none left).
 */
const RESEND_WAIT_MS = 3_000;

/** A sent call as its resend repeats it: method, path, query and body (not the host). */
function sameCall(request: Request): { call: string; host: string } {
  const url = new URL(request.url());
  return {
    call: `${request.method()} ${url.pathname}${url.search}\n${request.postData() ?? ''}`,
    host: url.host,
  };
}

interface Cut {
  call: string;
  host: string;
  /** Called when the resend came and was cut too. */
  resent: () => void;
}

/**
 * Reads whose connection a path cut. The app's client sends a read whose host gave no answer
 * once more, to the host that host selection picks instead (src/api/client.ts); a path's "the
 * read loses its connection" means the read fails for the app, so the cut fails that resend
 * too. A write is never resent: cut it with a plain abort, as the app sends it once.
 */
export class CutReads {
  private cut: Cut | undefined;

  /**
   * Cuts a held read, and the one resend of it that may follow on another host. Returns once
   * the resend was cut, or did not come: a later call of the same read (the user's retry) is
   * the app's own and goes its way.
   */
  async drop(route: Route) {
    let resent = () => {};
    const cutToo = new Promise<void>((resolve) => {
      resent = resolve;
    });
    this.cut = { ...sameCall(route.request()), resent };
    try {
      await route.abort('connectionreset');
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        cutToo,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, RESEND_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    } finally {
      this.cut = undefined;
    }
  }

  /**
   * Whether `route` is the resend of the read being cut (the same call on another host): then
   * it is cut too.
   */
  async dropResend(route: Route): Promise<boolean> {
    const cut = this.cut;
    const sent = sameCall(route.request());
    if (!cut || cut.call !== sent.call || cut.host === sent.host) return false;
    this.cut = undefined;
    await route.abort('connectionreset');
    cut.resent();
    return true;
  }
}
