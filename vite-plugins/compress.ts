/** The build's compressed twins: the page server sends them without compressing per request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
export function precompress(): Plugin {
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
export function writeCompressedTwins(file: string): void {
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
