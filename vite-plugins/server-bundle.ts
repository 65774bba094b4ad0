/** The page server's renderer, built beside every browser build, and the static shells it draws. */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { SERVER_BUNDLE_ENTRY, SERVER_BUNDLE_SUFFIX } from '../server/files.ts';
import type { ChunkFacts } from '../server/start-preloads.ts';
import { writeStaticShells } from '../server/static-shells.ts';
import { writeCompressedTwins } from './compress.ts';
import { firstMessagesPart } from './lighter-start.ts';

/**
 * After the browser's build, the same app built for the server (Vite's SSR build): the page
 * server renders the first view with it (server/node-files.ts). Part of every `vite build`, so
 * each build folder comes with its own server bundle and the two never mismatch. It goes beside
 * the folder (`dist-server`), never into it: the page server sends that folder to browsers.
 */
export function serverBundle(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  let base = '/';
  let routeStyles: Record<string, { href: string; css: string }[]> = {};
  let chunks: ChunkFacts[] = [];
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
