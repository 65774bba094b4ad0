import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import { loadConfig as loadSandboxConfig } from './sandbox/config.ts';
import { SERVER_BUNDLE_ENTRY, SERVER_BUNDLE_SUFFIX } from './server/files.ts';
import type { ChunkFacts } from './server/start-preloads.ts';
import { writeStaticShells } from './server/static-shells.ts';
import { FIRST_VIEW_IMAGE_ATTRIBUTE } from './src/app/first-view/markers.ts';
import {
  FRAME_WAIT_MS,
  IMAGE_WAIT_MS,
  START_PRELOADS_ID,
  startAfterFirstPaint,
} from './src/app/first-view/start-after-paint.ts';

/** Files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this size a `.gz` or `.br` twin saves less than its headers cost. */
const MIN_GZIP_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, so the page server
 * (server/) sends brotli or gzip without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'exchange:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) writeCompressedTwins(file);
    },
  };
}

/** Writes `file.br` and `file.gz` beside a compressible file worth it. */
function writeCompressedTwins(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const raw = readFileSync(file);
  if (raw.length < MIN_GZIP_BYTES) return;
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  );
}

/**
 * Puts the entry's CSS into index.html: the first paint then waits for one request (the page)
 * instead of two. The CSP allows inline style; lazy routes keep their CSS files.
 */
function inlineEntryCss(): Plugin {
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
 * be fetched at once, before the first view's image. The page server allows the inline script by
 * its hash (server/csp.ts).
 */
function startAfterFirstPaintScript(): Plugin {
  const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  return {
    name: 'exchange:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entryUrl = entryScript.exec(html)?.[1];
        if (!entryUrl) throw new Error('index.html: the entry script tag was not found');
        const args = [
          'document',
          JSON.stringify(entryUrl),
          JSON.stringify(`img[${FIRST_VIEW_IMAGE_ATTRIBUTE}]`),
          IMAGE_WAIT_MS,
          FRAME_WAIT_MS,
          JSON.stringify(START_PRELOADS_ID),
        ];
        const inline = `<script>(${startAfterFirstPaint.toString()})(${args.join(',')})</script>`;
        return (
          html
            .replace(entryScript, '')
            // The entry's own imports (the start's first part, which holds Vite's preload
            // helper) come with the entry: a preload tag would fetch them before the image.
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace('</body>', () => `  ${inline}\n  </body>`)
        );
      },
    },
  };
}

/**
 * After the browser's build, the same app built for the server (Vite's SSR build): the page
 * server renders the first view with it (server/node-files.ts). Part of every `vite build`, so
 * each build folder comes with its own server bundle and the two never mismatch. It goes beside
 * the folder (`dist-server`), never into it: the page server sends that folder to browsers.
 */
function serverBundle(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  let chunks: ChunkFacts[] = [];
  return {
    name: 'exchange:server-bundle',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? [
              {
                fileName: chunk.fileName,
                isEntry: chunk.isEntry,
                imports: chunk.imports,
                moduleIds: chunk.moduleIds,
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      const { build } = await import('vite');
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        // Self-contained: the server bundle runs where the build is copied, with no node_modules.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/first-view/render-page.tsx',
          outDir: `${outDir}${SERVER_BUNDLE_SUFFIX}`,
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE_ENTRY } },
        },
      });
      // The centre's static shell of each locale, drawn by the bundle just made.
      await writeStaticShells({
        outDir,
        serverDir: `${outDir}${SERVER_BUNDLE_SUFFIX}`,
        chunks,
        written: writeCompressedTwins,
      });
    },
  };
}

/** As in src/app/config.ts: the built-in host list, which is also what the mirrors list. */
const DEFAULT_FALLBACK_HOSTS =
  'http://api-1.localhost:8081,http://api-2.localhost:8082,http://api-3.localhost:8083';

/**
 * Opens the connections to the API hosts while the scripts load, so the host race's probes
 * (SPEC §4) do not each pay for a new connection. Anonymous (`crossorigin`), as the calls are.
 */
function preconnectApiHosts(hosts: string): Plugin {
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

/** What the sandbox's main origin answers beside the app: the dev server passes them on. */
const SANDBOX_PATHS = ['/login', '/mirrors', '/sandbox-assets', '/sandbox', '/collect', '/sentry'];

/**
 * The running sandbox as its own settings place it (sandbox/config.ts reads the same PORT,
 * API_PORTS and HOST as `npm run sandbox`): its main origin, and its API hosts as the app's
 * built-in host list. `npm run dev` and `npm run preview` pass the sandbox's own pages on to it.
 */
function sandboxTarget(): { proxy: Record<string, ProxyOptions>; fallbackHosts: string } {
  const config = loadSandboxConfig(process.env);
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const target = `http://${host}:${config.port}`;
  return {
    proxy: Object.fromEntries(SANDBOX_PATHS.map((prefix) => [prefix, { target }])),
    fallbackHosts: config.apiHosts
      .slice(0, 3)
      .map((h) => h.url)
      .join(','),
  };
}

export default defineConfig(({ command, mode, isPreview }) => {
  // Only a server of the app talks to a sandbox; a build and the tests need none.
  const sandbox = command === 'serve' && !process.env.VITEST ? sandboxTarget() : undefined;
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (sandbox && !env.VITE_FALLBACK_HOSTS && !isPreview) {
    // The app's built-in host list, where the sandbox's API hosts listen (read by src/app/config.ts).
    process.env.VITE_FALLBACK_HOSTS = sandbox.fallbackHosts;
  }
  return {
    plugins: [
      react(),
      preconnectApiHosts(
        env.VITE_FALLBACK_HOSTS ?? sandbox?.fallbackHosts ?? DEFAULT_FALLBACK_HOSTS,
      ),
      inlineEntryCss(),
      startAfterFirstPaintScript(),
      precompress(),
      serverBundle(),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      // The machine atlas (its graph layout) and Sentry are big, but each is a lazy chunk that
      // only its own page or the first error loads; what a page loads first is measured by
      // `npm run bench` against its budget.
      chunkSizeWarningLimit: 1600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The start runs in parts, one task each (src/app/main.tsx): the libraries go with
              // the part that first needs them, so no part evaluates another's. A few files
              // rather than dozens of scraps, each of which costs a request and a preload.
              {
                name: 'vendor-start',
                priority: 4,
                test: /node_modules[\\/](valibot|rosetta|dlv|templite|js-cookie)[\\/]/,
              },
              {
                name: 'vendor-actors',
                priority: 4,
                test: /node_modules[\\/](xstate|redaxios|crypto-js)[\\/]/,
              },
              {
                name: 'vendor-views',
                priority: 4,
                test: /node_modules[\\/](react|react-dom|scheduler|@xstate[\\/]react|use-sync-external-store|wouter|regexparam|mitt)[\\/]/,
              },
              // The app's own code goes with the part of the start that first needs it, with
              // what it imports: the start (main.tsx), the actors (composition.ts), then the
              // views (mount.tsx). A route's machines and rules go with the route that uses
              // them, so the centre does not load the activity's, the lottery's or the agent's
              // (issue 17: all of the centre's JavaScript within 120 KB gzip).
              { name: 'main', priority: 3, test: /[\\/]src[\\/]app[\\/]main\.tsx$/ },
              { name: 'composition', priority: 2, test: /[\\/]src[\\/]app[\\/]composition\.ts$/ },
              { name: 'mount', priority: 1, test: /[\\/]src[\\/]app[\\/]mount\.tsx$/ },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      // In development the sandbox's main origin answers the login page and the mirrors.
      proxy: sandbox?.proxy,
    },
    preview: {
      host: '127.0.0.1',
      proxy: sandbox?.proxy,
    },
    test: {
      // Property tests run 1,000 cases each and the machines' generated paths run by the
      // thousand; on a 2-core CI machine a test may take more than the default 5 s.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
        },
        {
          extends: true,
          test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], environment: 'node' },
        },
      ],
    },
  };
});
