import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import { loadConfig as loadSandboxConfig } from './sandbox/config.ts';
import { compileHintBanner, compileHintFirst } from './vite-plugins/compile-hints.ts';
import { precompress } from './vite-plugins/compress.ts';
import {
  firstMessagesPart,
  machineDescriptionsForTheAtlasOnly,
} from './vite-plugins/lighter-start.ts';
import {
  DEFAULT_FALLBACK_HOSTS,
  inlineEntryCss,
  preconnectApiHosts,
  startAfterFirstPaintScript,
} from './vite-plugins/page-html.ts';
import { reactDomClientEsm } from './vite-plugins/react-dom-client-esm.ts';
import { serverBundle } from './vite-plugins/server-bundle.ts';

/** The start's files, which every page loads first (src/app/main.tsx, vite.config.ts groups). */
const START_FILE = /(^|\/)(rolldown-runtime|main|vendor-views|mount)-[\w-]+\.js$/;

/**
 * What the sandbox's main origin answers beside the app: the dev server passes them on. The
 * exchange's calls too (/v1, /api): a page without a first view makes its first calls on the
 * main domain while the host race runs (SPEC §4).
 */
const SANDBOX_PATHS = [
  '/login',
  '/mirrors',
  '/sandbox-assets',
  '/sandbox',
  '/collect',
  '/sentry',
  '/v1',
  '/api',
];

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
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Only a server of the app talks to a sandbox; the tests need none. A build reads the
  // sandbox's settings too, unless told its hosts: `npm start` builds for the sandbox it then
  // runs (the same PORT and API_PORTS), so the app's built-in hosts must be that sandbox's.
  const wantsSandbox =
    !process.env.VITEST &&
    (command === 'serve' || (command === 'build' && !env.VITE_FALLBACK_HOSTS));
  const sandbox = wantsSandbox ? sandboxTarget() : undefined;
  if (sandbox && !env.VITE_FALLBACK_HOSTS && !isPreview) {
    // The app's built-in host list, where the sandbox's API hosts listen (read by src/app/config.ts).
    process.env.VITE_FALLBACK_HOSTS = sandbox.fallbackHosts;
  }
  return {
    plugins: [
      reactDomClientEsm(),
      react(),
      firstMessagesPart(),
      machineDescriptionsForTheAtlasOnly(),
      preconnectApiHosts(
        env.VITE_FALLBACK_HOSTS ?? sandbox?.fallbackHosts ?? DEFAULT_FALLBACK_HOSTS,
      ),
      inlineEntryCss(),
      startAfterFirstPaintScript(),
      compileHintFirst(),
      precompress(),
      serverBundle(),
    ],
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: @xstate/react's and wouter's imports of the shim
        // for React 16/17 take React's own hook (issue 17).
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('./vite-plugins/react-sync-store.ts', import.meta.url),
          ),
        },
      ],
    },
    build: {
      target: 'es2022',
      // Made for the error reports and for debugging, but not named in the files: a browser
      // fetches none of them, and the names cost every start 0.4 KB gzip (issue 17).
      sourcemap: 'hidden',
      // Every browser the build targets (es2022) follows <link rel="modulepreload">: Vite's
      // polyfill for those that do not would be code in the start that never runs.
      modulePreload: {
        polyfill: false,
        // Every page asks for the start's files with its first script (server/start-preloads.ts):
        // listed again beside each lazy import, they were 0.1 KB gzip of the start's own files.
        resolveDependencies: (_file, deps) => deps.filter((dep) => !START_FILE.test(dep)),
      },
      // The machine atlas (its graph layout) and Sentry are big, but each is a lazy chunk that
      // only its own page or the first error loads; what a page loads first is measured by
      // `npm run bench` against its budget.
      chunkSizeWarningLimit: 1600,
      rolldownOptions: {
        output: {
          // V8 compiles a function when it is first called, on the page's thread: the start's
          // first actor, first calls and hydration spent 3-9 ms each compiling (issue 17: tasks
          // under 50 ms at 4x/6x CPU). Chromium 136+ compiles a file so marked whole, off the
          // page's thread while it loads: the centre's start, not React (compile-hints.ts).
          postBanner: compileHintBanner,
          codeSplitting: {
            groups: [
              // The start runs in parts, one task each (src/app/main.tsx): the libraries go with
              // the part that first needs them, so no part evaluates another's. A few files
              // rather than dozens of scraps, each of which costs a request and a preload.
              // React and its libraries, without the compile hint: in one file with the views'
              // start (0.3 KB gzip less) and marked whole, their evaluation was one task of
              // 45-80 ms (AMD EPYC, traced in Chromium; issue 17: no task over 50 ms at 4x).
              {
                name: 'vendor-views',
                priority: 4,
                test: /node_modules[\\/](react|react-dom|scheduler|@xstate[\\/]react|use-sync-external-store|wouter|regexparam|mitt)[\\/]/,
              },
              // The views' start, with the small views and rules the centre's route shares with
              // the others: every route loads the start, and as a file of their own (eight scraps
              // before that, each its own request) they were 0.4 KB gzip more (issue 17).
              {
                name: 'mount',
                priority: 1,
                test: /[\\/]src[\\/](app[\\/]mount\.tsx|ui[\\/](ServerText|LocalTime|ChoiceChips|SkeletonList|PageState|CountdownValue)\.tsx|domain[\\/](number-format|decimal-text|bidi-runs|activity|connectivity)\.ts|platform[\\/]connectivity\.ts|i18n[\\/](format|quantity|use-quantity-format)\.ts)$/,
              },
              // The app's own code goes with the part of the start that first needs it, with
              // what it imports: the start with the actors (main.tsx, composition.ts), then the
              // views (mount.tsx). A route's machines and rules go with the route that uses
              // them, so the centre does not load the activity's, the lottery's or the agent's
              // (issue 17: all of the centre's JavaScript within 120 KB gzip).
              // The start and the actors in one file: the composition with its libraries
              // (xstate, redaxios), the system's machines (the session's with the private
              // socket it spawns, the root's and the shell's), which are built as the file runs
              // (createMachine walks every state), and the start's own libraries (translator,
              // cookies). As two files they were 0.65 KB gzip more, each other's imports and
              // exports (issue 17), and not faster: the start's own code waits a task before it
              // runs (main.tsx), so the file's evaluation is still the actors' one task, 5-10 ms
              // (AMD EPYC). Not the inbox: it loads only for a logged-in session (loadInbox).
              // A group takes what its modules import too, unless a group of higher priority
              // has it: the start's first, then React's (which would take xstate).
              {
                name: 'main',
                priority: 6,
                test: /[\\/]src[\\/]app[\\/](main\.tsx|composition\.ts)$|[\\/]machines[\\/](session|socket|app)\.machine\.ts$|node_modules[\\/](rosetta|dlv|templite|js-cookie|xstate|redaxios)[\\/]/,
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
