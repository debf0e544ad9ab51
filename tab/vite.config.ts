import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The tab: built into tab/dist and served by the api process; `npm run dev -w tab` proxies the api.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@contracts': path.resolve(__dirname, '../api/src/contracts') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3978', '/health': 'http://localhost:3978' } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2500 },
});
