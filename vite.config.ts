import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    host: '127.0.0.1',
    // In development the sandbox's main origin answers the login page and the mirrors.
    proxy: {
      '/login': 'http://127.0.0.1:8080',
      '/mirrors': 'http://127.0.0.1:8080',
      '/sandbox-assets': 'http://127.0.0.1:8080',
      '/sandbox': 'http://127.0.0.1:8080',
      '/collect': 'http://127.0.0.1:8080',
      '/sentry': 'http://127.0.0.1:8080',
    },
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
});
