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
  /** Where the app's images may come from besides its own origin: the exchange's assets. */
  img?: readonly string[];
}

/** The policy for a build with these inline scripts, connecting to these hosts. */
export function appCsp({ scriptHashes = [], connect = [], img = [] }: CspSources = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ["img-src 'self' data: blob:", ...img].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...connect].join(' '),
  ].join('; ');
}

/** What the policy is derived from: the page server's settings (config.ts). */
export interface ExchangeSources {
  apiOrigins: readonly string[];
  mainDomain: string | undefined;
  assetOrigin?: string | undefined;
  connectSources: readonly string[];
}

/** A host name that takes no gateway label (src/domain/gateway.ts): an IP address. */
const isIpHost = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[');

/**
 * An API origin and its gateways (SPEC §4: `gateway1.`, `gateway2.`, `http-gateway1/2.`,
 * `contract1/2.` before the host's name, src/domain/gateway.ts), over HTTP and as websockets.
 */
function apiHostSources(origin: string): string[] {
  const url = new URL(origin);
  const port = url.port ? `:${url.port}` : '';
  const hosts = isIpHost(url.hostname) ? [url.host] : [url.host, `*.${url.hostname}${port}`];
  const secure = url.protocol === 'https:';
  return hosts.flatMap((host) => [
    `${secure ? 'https' : 'http'}://${host}`,
    `${secure ? 'wss' : 'ws'}://${host}`,
  ]);
}

/**
 * The hosts the app connects to: each configured API origin and each API host the build has
 * built in (`builtInHosts`, its fallback list), with their gateways and websocket twins; every
 * host of the main domain (the host lists name them, SPEC §4); and the sources given as they are.
 */
export function connectSourcesOf(
  config: ExchangeSources,
  builtInHosts: readonly string[] = [],
): string[] {
  const domain = config.mainDomain
    ? [
        `https://${config.mainDomain}`,
        `https://*.${config.mainDomain}`,
        `wss://${config.mainDomain}`,
        `wss://*.${config.mainDomain}`,
      ]
    : [];
  const all = [
    ...[...config.apiOrigins, ...builtInHosts].flatMap(apiHostSources),
    ...domain,
    ...config.connectSources,
  ];
  return [...new Set(all)];
}

/** Where the exchange's images come from: its asset origin and the main domain's hosts. */
export function imageSourcesOf(config: ExchangeSources): string[] {
  const domain = config.mainDomain
    ? [`https://${config.mainDomain}`, `https://*.${config.mainDomain}`]
    : [];
  return [...new Set([...(config.assetOrigin ? [config.assetOrigin] : []), ...domain])];
}

const PRECONNECT = /<link\b[^>]*\brel="preconnect"[^>]*>/gi;

/**
 * The API hosts a build has built in, as its index.html names them to the browser (a preconnect
 * link each, vite-plugins/page-html.ts): the app races them when no mirror answers.
 */
export function builtInApiHosts(html: string): string[] {
  const hosts: string[] = [];
  for (const [link] of html.matchAll(PRECONNECT)) {
    const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
    if (!href) continue;
    try {
      const url = new URL(href);
      if (url.protocol === 'http:' || url.protocol === 'https:') hosts.push(url.origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return hosts;
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
