/**
 * The build's server bundle of the app (src/app/first-view/render-page.tsx, made by every
 * `vite build`): in the folder beside the build's (`dist-server` for `dist`), which browsers
 * are never sent.
 */
export const SERVER_BUNDLE_SUFFIX = '-server';
/** The module of that bundle the page server imports. */
export const SERVER_BUNDLE_ENTRY = 'render-page.js';

/**
 * The built app as the page server reads it: a file's bytes by its path under the build
 * folder. Node reads the folder (node-files.ts); an edge function is given the files bundled
 * with it.
 */
export interface AppFiles {
  /** The file at `path` (`/assets/index-abc.js`), or undefined when there is none. */
  read(path: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
}

/** The build's files held in memory, by path: for an edge function and for tests. */
export function memoryFiles(
  files: Readonly<Record<string, Uint8Array<ArrayBuffer> | string>>,
): AppFiles {
  const encoder = new TextEncoder();
  return {
    async read(path) {
      const file = files[path];
      return typeof file === 'string' ? encoder.encode(file) : file;
    },
  };
}

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=UTF-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
};

/** The Content-Type of a file by its extension. */
export function contentTypeOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

/**
 * The file path an address names, or undefined for one that could leave the build folder
 * (`..`, a backslash, an encoded slash) or cannot be decoded.
 */
export function filePathOf(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /\\|\0/.test(decoded)) return undefined;
  if (decoded.split('/').some((part) => part === '..' || part === '.')) return undefined;
  return decoded;
}
