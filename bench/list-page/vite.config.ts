import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DIST_DIR, LIST_PATH } from '../config.ts';

/** The 10,000-row list page, built beside the app so the sandbox serves it the same way. */
export default defineConfig({
  root: import.meta.dirname,
  base: LIST_PATH,
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: path.join(DIST_DIR, LIST_PATH),
    emptyOutDir: true,
  },
});
