/**
 * The Content-Security-Policy of the app's HTML: no eval anywhere, and no inline script but the
 * build's own, each allowed by its hash (index.html's start script,
 * src/app/first-view/start-after-paint.ts). The hashes are taken from the built index.html,
 * never from a page as sent, so nothing a page server draws into a page can run. Inline style
 * attributes stay allowed because React and radix set them.
 */
export interface CspSources {
  /** `sha256-…` of each inline script of the build. */
  scriptHashes?: readonly string[];
  /** Where the app may connect besides its own origin: the API hosts and their websockets. */
  connect?: readonly string[];
}

/** The policy for a build with these inline scripts, connecting to these hosts. */
export function appCsp({ scriptHashes = [], connect = [] }: CspSources = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...connect].join(' '),
  ].join('; ');
}

/**
 * The hosts the app connects to: each configured API origin with its websocket twin, every host
 * of the main domain (the host lists name them, SPEC §4), and the sources given as they are.
 */
export function connectSourcesOf(config: {
  apiOrigins: readonly string[];
  mainDomain: string | undefined;
  connectSources: readonly string[];
}): string[] {
  const sockets = (origin: string) => origin.replace(/^http/, 'ws');
  const domain = config.mainDomain
    ? [
        `https://${config.mainDomain}`,
        `https://*.${config.mainDomain}`,
        `wss://${config.mainDomain}`,
        `wss://*.${config.mainDomain}`,
      ]
    : [];
  const all = [
    ...config.apiOrigins.flatMap((origin) => [origin, sockets(origin)]),
    ...domain,
    ...config.connectSources,
  ];
  return [...new Set(all)];
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
/** Elements a browser runs: no `src`, and no type, or a JavaScript one. */
const runs = (attributes: string) =>
  !/\ssrc\s*=/i.test(attributes) &&
  (!/\stype\s*=/i.test(attributes) ||
    /\stype\s*=\s*["']?(module|text\/javascript)["']?(\s|$)/i.test(attributes));

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** `sha256-…` of each inline script of `html` a browser would run, as CSP names them. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const texts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => runs(attributes))
    .map(([, , text = '']) => text);
  const encoder = new TextEncoder();
  // Web Crypto, not node:crypto: the same code runs in an edge function.
  const digests = await Promise.all(
    texts.map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))),
  );
  return digests.map((digest) => `sha256-${base64(digest)}`);
}
