import fs from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { createApiApp } from '../../../sandbox/api/app.ts';
import type { SandboxStore } from '../../../sandbox/db/store.ts';
import { type PageServerEnv, readPageServerConfig } from '../../../server/config.ts';
import { memoryFiles } from '../../../server/files.ts';
import type { ApiFetch } from '../../../server/first-view.ts';
import { createPageServer } from '../../../server/page-server.ts';
import { renderFirstViewPage } from '../../../src/app/first-view/render-page.tsx';

/** The app's own index.html, whose boot shell marks what a first view replaces. */
export const TEMPLATE = fs.readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

/** The start script a build puts into index.html, allowed by its hash. */
export const START_SCRIPT = "(function(){document.title='started'})()";

/** A built index.html: the template with one inline script, as the build writes it. */
export const BUILT_INDEX = TEMPLATE.replace(
  '</body>',
  () => `<script>${START_SCRIPT}</script></body>`,
);

/** A hashed script and its twins, as the build writes them. */
export const SCRIPT = `export const answer = ${'42 + '.repeat(200)}0;`;

/** A build's file: its text, or its bytes. */
export type BuiltFile = Uint8Array<ArrayBuffer> | string;

const gzip = (text: string) => new Uint8Array(gzipSync(text));
const brotli = (text: string) => new Uint8Array(brotliCompressSync(text));

/** The build's files as the page server reads them, with the twins the build writes. */
export function builtFiles(index = BUILT_INDEX): Record<string, BuiltFile> {
  return {
    '/index.html': index,
    '/index.html.gz': gzip(index),
    '/index.html.br': brotli(index),
    '/assets/main-abc123.js': SCRIPT,
    '/assets/main-abc123.js.gz': gzip(SCRIPT),
    '/assets/main-abc123.js.br': brotli(SCRIPT),
    '/robots.txt': 'User-agent: *',
  };
}

/** The exchange's API answering in process (the sandbox's, as a real exchange would). */
export function exchangeApi(store: SandboxStore): Hono {
  return createApiApp({ store });
}

/** A page server over `files`, asking `fetchApi`, configured by `env`. */
export function pageServer(
  env: PageServerEnv,
  fetchApi: ApiFetch,
  files: Record<string, BuiltFile> = builtFiles(),
): Hono {
  return createPageServer({
    config: readPageServerConfig(env),
    files: memoryFiles(files),
    fetchApi,
    render: renderFirstViewPage,
  });
}

/** Asks like a browser loading a page. */
export const asPage = (headers: Record<string, string> = {}): RequestInit => ({
  headers: { accept: 'text/html', ...headers },
});

/** The first view's JSON element in a page, if any. */
export const firstViewJson = (html: string) =>
  /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html)?.[1];
