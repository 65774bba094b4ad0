/** What the build does to index.html: inline CSS, the one start script, preconnects. */
import type { Plugin } from 'vite';
import { FIRST_VIEW_IMAGE_ATTRIBUTE } from '../src/app/first-view/markers.ts';
import {
  APP_LIVE_EVENT,
  FRAME_WAIT_MS,
  IMAGE_WAIT_MS,
  PENDING_TAP_ATTRIBUTE,
  recordFirstTaps,
  START_PRELOADS_ID,
  startAfterFirstPaint,
} from '../src/app/first-view/start-after-paint.ts';

/**
 * Puts the entry's CSS into index.html: the first paint then waits for one request (the page)
 * instead of two. The CSP allows inline style; lazy routes keep their CSS files.
 */
export function inlineEntryCss(): Plugin {
  const inlinedCss = new Set<string>();
  return {
    name: 'exchange:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            delete bundle[fileName];
            inlinedCss.add(fileName);
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
    // A lazy import of a module that lives in the entry chunk (the atlas loads every machine
    // so) lists the entry's CSS among its preloads, and that file is gone. Vite adds a chunk's
    // own CSS after `modulePreload.resolveDependencies`, so the list is mended here: the entry
    // script stands in for it, which is loaded already and preloads as nothing.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (!entry || inlinedCss.size === 0) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const css of inlinedCss) {
            chunk.code = chunk.code.replaceAll(JSON.stringify(css), JSON.stringify(entry.fileName));
          }
        }
      },
    },
  };
}

/**
 * Replaces the entry's script tag with index.html's one inline script, which asks for the entry
 * once the page's first view is painted (src/app/first-view/start-after-paint.ts): a tag would
 * be fetched at once, before the first view's image. It also keeps a tap on the first view's
 * buttons until the app is live (recordFirstTaps). The page server allows the inline script by
 * its hash (server/csp.ts).
 */
export function startAfterFirstPaintScript(): Plugin {
  const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  return {
    name: 'exchange:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The entry's tag comes last: a chunk it imports that runs first (rolldown's runtime,
        // when the entry is the start's first part itself) may have a tag of its own before
        // it. The entry imports those itself, so its tag alone is kept, as the inline script.
        const entryUrl = [...html.matchAll(moduleScript)].at(-1)?.[1];
        if (!entryUrl) throw new Error('index.html: the entry script tag was not found');
        const args = [
          'document',
          JSON.stringify(entryUrl),
          JSON.stringify(`img[${FIRST_VIEW_IMAGE_ATTRIBUTE}]`),
          IMAGE_WAIT_MS,
          FRAME_WAIT_MS,
          JSON.stringify(START_PRELOADS_ID),
        ];
        const record = [
          'document',
          JSON.stringify(PENDING_TAP_ATTRIBUTE),
          JSON.stringify(APP_LIVE_EVENT),
        ];
        const inline = `<script>(${recordFirstTaps.toString()})(${record.join(',')});(${startAfterFirstPaint.toString()})(${args.join(',')})</script>`;
        return (
          html
            .replace(moduleScript, '')
            // The entry's own imports (the start's first part, which holds Vite's preload
            // helper) come with the entry: a preload tag would fetch them before the image.
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace('</body>', () => `  ${inline}\n  </body>`)
        );
      },
    },
  };
}

/** As in src/app/config.ts: the built-in host list, which is also what the mirrors list. */
export const DEFAULT_FALLBACK_HOSTS =
  'http://api-1.localhost:8081,http://api-2.localhost:8082,http://api-3.localhost:8083';

/**
 * Opens the connections to the API hosts while the scripts load, so the host race's probes
 * (SPEC §4) do not each pay for a new connection. Anonymous (`crossorigin`), as the calls are.
 */
export function preconnectApiHosts(hosts: string): Plugin {
  const links = hosts
    .split(',')
    .map((host) => host.trim())
    .filter((host) => /^https?:\/\//.test(host))
    .map((host) => ({
      tag: 'link',
      attrs: { rel: 'preconnect', href: new URL(host).origin, crossorigin: '' },
      injectTo: 'head' as const,
    }));
  return { name: 'exchange:preconnect-api-hosts', transformIndexHtml: () => links };
}
