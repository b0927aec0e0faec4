import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** Where `npm run dev` sends API calls; API_PROXY_TARGET (environment or .env) overrides the default server. */
function apiTarget(mode: string): string {
  const dir = decodeURIComponent(new URL('.', import.meta.url).pathname);
  return loadEnv(mode, dir, '').API_PROXY_TARGET || 'http://localhost:3000';
}

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app, so it gets its own long-cached file. Other libraries
        // stay with the pages that use them, so the first download carries only what the shell needs.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/u }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The dev server keeps the browser's Host header (no changeOrigin): the API finds the practice from it.
    proxy: {
      '/api': { target: apiTarget(mode), ws: true },
    },
  },
}));
