import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/** The switch of the one API host that can hang (accept connections and never answer). */
export interface HangSwitch {
  /** The host that hangs while the switch is on; undefined when the sandbox has none. */
  readonly hostId: string | undefined;
  isOn(): boolean;
  set(on: boolean): void;
  /** Whether requests to this host hang right now. */
  hangs(hostId: string): boolean;
}

export function createHangSwitch(hostId: string | undefined, on: boolean): HangSwitch {
  let state = on;
  return {
    hostId,
    isOn: () => state,
    set: (value) => {
      state = value;
    },
    hangs: (id) => state && id === hostId,
  };
}

/**
 * Holds every request to the host while it hangs: no status line, no byte, until the client
 * gives up (or the sandbox stops and destroys the connection). A request held when the
 * switch goes off stays held; the next one is answered.
 */
export function hangMiddleware(hang: HangSwitch, hostId: string): MiddlewareHandler {
  return async (c, next) => {
    if (!hang.hangs(hostId)) return next();
    const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
    await new Promise<void>((resolve) => {
      if (socket && !socket.destroyed) socket.once('close', () => resolve());
      else if (socket) resolve();
    });
    return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
  };
}
