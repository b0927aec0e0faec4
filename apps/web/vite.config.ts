import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server keeps the browser's Host header (no changeOrigin) because the API finds the practice from it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
