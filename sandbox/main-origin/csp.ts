import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The Content-Security-Policy of the app's HTML: no eval anywhere, and no inline script but the
 * build's own, each allowed by its hash (index.html's start script,
 * src/app/first-view/start-after-paint.ts). The hashes are taken from the built index.html,
 * never from a page as sent, so nothing a page server draws into a page can run. Inline style
 * attributes stay allowed because React and radix set them; the API hosts and their websockets
 * are other origins (`*.localhost` and the loopback address, any port).
 */
export function appCsp(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' http://*.localhost:* ws://*.localhost:* http://127.0.0.1:* ws://127.0.0.1:*",
  ].join('; ');
}

/** The policy of a build without inline script. */
export const APP_CSP = appCsp();

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
/** Elements a browser runs: no `src`, and no type, or a JavaScript one. */
const runs = (attributes: string) =>
  !/\ssrc\s*=/i.test(attributes) &&
  (!/\stype\s*=/i.test(attributes) ||
    /\stype\s*=\s*["']?(module|text\/javascript)["']?(\s|$)/i.test(attributes));

/** `sha256-…` of each inline script of `html` a browser would run, as CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => runs(attributes))
    .map(
      ([, , text = '']) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
    );
}

/**
 * The policy for the app built into `indexFile`, read again when the build changes (the app may
 * be built while the sandbox runs).
 */
export function createAppCspReader(indexFile: string): () => Promise<string> {
  let cached: { modified: number; policy: string } | undefined;
  return async () => {
    if (!existsSync(indexFile)) return APP_CSP;
    const modified = statSync(indexFile).mtimeMs;
    if (cached?.modified !== modified) {
      cached = { modified, policy: appCsp(inlineScriptHashes(await readFile(indexFile, 'utf8'))) };
    }
    return cached.policy;
  };
}
