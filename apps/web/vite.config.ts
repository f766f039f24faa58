import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { openSourceCredits } from './build/open-source-credits';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [
    react(),
    openSourceCredits(fileURLToPath(new URL('.', import.meta.url))),
    routePreloads(),
    precompress(),
  ],
  server: {
    port: 5173,
    // In development the API runs beside Vite; one origin keeps cookies, CSP and CORS identical to production.
    proxy: { '/api': `http://localhost:${serverPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: which chunks each module loads, read by bench/bundle-routes.bench.mjs.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Testing Library waits up to 10 s for a lazy screen (src/test/setup.ts) and a test may wait more than
    // once: Vitest's default of 5 s ended a test on CI while its first wait was still running.
    testTimeout: 30_000,
  },
});
