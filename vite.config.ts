import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin, type ProxyOptions, parseAst } from 'vite';
import { defineConfig } from 'vitest/config';
import { loadConfig as loadSandboxConfig } from './sandbox/config.ts';
import { SERVER_BUNDLE_ENTRY, SERVER_BUNDLE_SUFFIX } from './server/files.ts';
import { FIRST_VIEW_IMAGE_ATTRIBUTE } from './src/app/first-view/markers.ts';
import {
  FRAME_WAIT_MS,
  IMAGE_WAIT_MS,
  startAfterFirstPaint,
} from './src/app/first-view/start-after-paint.ts';
import { firstMessages } from './src/i18n/message-parts.ts';

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
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < MIN_GZIP_BYTES) continue;
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
    },
  };
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
  let base = '/';
  let routeStyles: Record<string, { href: string; css: string }[]> = {};
  return {
    name: 'exchange:server-bundle',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Each route's stylesheets (its chunk's and those of the chunks it imports), which the page
    // server puts into a page it draws: the route's code would add them only once it runs.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        routeStyles = {};
        const stylesOf = (fileName: string, seen: Set<string>): string[] => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || seen.has(fileName)) return [];
          seen.add(fileName);
          const own = [...(chunk.viteMetadata?.importedCss ?? [])].filter((css) => css in bundle);
          return [...own, ...chunk.imports.flatMap((file) => stylesOf(file, seen))];
        };
        for (const chunk of Object.values(bundle)) {
          const route =
            chunk.type === 'chunk' && /[\\/]([a-z-]+)-route\.tsx$/.exec(chunk.facadeModuleId ?? '');
          if (!route) continue;
          const styles = [...new Set(stylesOf(chunk.fileName, new Set()))];
          if (styles.length === 0) continue;
          routeStyles[route[1]!] = styles.map((file) => {
            const asset = bundle[file];
            return { href: base + file, css: asset?.type === 'asset' ? String(asset.source) : '' };
          });
        }
      },
    },
    async closeBundle() {
      const { build } = await import('vite');
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), firstMessagesPart()],
        // Self-contained: the server bundle runs where the build is copied, with no node_modules.
        ssr: { noExternal: true },
        // React's build as the browser's: a server started without NODE_ENV would otherwise draw
        // with the development renderer (slower, and warning on Node 20).
        define: {
          'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? mode : 'production'),
          __ROUTE_STYLES__: JSON.stringify(routeStyles),
        },
        build: {
          ssr: 'src/app/first-view/render-page.tsx',
          outDir: `${outDir}${SERVER_BUNDLE_SUFFIX}`,
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE_ENTRY } },
        },
      });
    },
  };
}

/** Serves `locales/<locale>.json?part=first`, the messages the app starts with (message-parts.ts). */
function firstMessagesPart(): Plugin {
  return {
    name: 'exchange:first-messages',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'part=first' || !file?.endsWith('.json')) return undefined;
      this.addWatchFile(file);
      const first = firstMessages(JSON.parse(readFileSync(file, 'utf8')));
      return { code: `export default ${JSON.stringify(first)};`, moduleType: 'js' };
    },
  };
}

/** A machine's own module as the pages import it; the atlas's copy has `?atlas` after it. */
const MACHINE_MODULE = /[\\/]machines[\\/][^\\/?]+\.machine\.ts$/;

/**
 * Leaves the states' descriptions out of the machines the pages run: they are for the reader of
 * the code and the machine atlas, which imports its own copy of every machine with them
 * (`?atlas`, src/app/atlas-route.tsx). Issue 17: the centre's start is within 120 KB gzip.
 */
function machineDescriptionsForTheAtlasOnly(): Plugin {
  return {
    name: 'exchange:machine-descriptions',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!MACHINE_MODULE.test(id)) return undefined;
        const cuts: [number, number][] = [];
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) {
            for (const item of node) visit(item);
            return;
          }
          if (!node || typeof node !== 'object') return;
          const n = node as Record<string, unknown> & { start: number; end: number };
          if (n.type === 'Property' && isDescription(n)) {
            const comma = /^\s*,/.exec(code.slice(n.end));
            cuts.push([n.start, n.end + (comma?.[0].length ?? 0)]);
            return;
          }
          for (const value of Object.values(n))
            if (value && typeof value === 'object') visit(value);
        };
        visit(parseAst(code, { lang: 'js' }));
        if (cuts.length === 0) return undefined;
        // Blanked, not cut: the code stays in place, so the source map stands (`map: null`).
        let blanked = code;
        for (const [start, end] of cuts) {
          const blank = code.slice(start, end).replace(/[^\n]/g, ' ');
          blanked = blanked.slice(0, start) + blank + blanked.slice(end);
        }
        return { code: blanked, map: null };
      },
    },
  };
}

/** `description: 'text'`: a property named description whose value is plain text. */
function isDescription(property: Record<string, unknown>): boolean {
  const key = property.key as { type: string; name?: string; value?: unknown };
  const value = property.value as { type: string; value?: unknown; expressions?: unknown[] };
  const named =
    !property.computed &&
    ((key.type === 'Identifier' && key.name === 'description') || key.value === 'description');
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0);
  return named && text;
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
      firstMessagesPart(),
      machineDescriptionsForTheAtlasOnly(),
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
              // The small views and rules the centre's route shares with the others, as one file:
              // as eight scraps each cost its own request, and compressed alone, a few hundred
              // bytes more (issue 17).
              {
                name: 'views-shared',
                priority: 0,
                test: /[\\/]src[\\/](ui[\\/](ServerText|LocalTime|ChoiceChips|SkeletonList|PageState)\.tsx|domain[\\/](number-format|decimal|bidi-runs|activity|connectivity)\.ts|platform[\\/]connectivity\.ts|i18n[\\/](format|quantity|use-quantity-format)\.ts)$|[\\/]dayjs[\\/]plugin[\\/]utc\.js$/,
              },
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
      // One test file a core: Vitest's default of cores - 1 ran the whole suite in a single
      // worker on a 2-core CI machine (every file one after the other, ~6 min).
      maxWorkers: availableParallelism(),
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
