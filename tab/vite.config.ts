import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The tab: built into tab/dist and served by the api process; `npm run dev -w tab` proxies the api.
// Feature pages are split into lazily loaded chunks (src/app/routes.tsx); the largest chunk stays under 800 kB.
// DEV_API_URL points the dev server's proxy at another api (default http://localhost:3978).
const API = process.env.DEV_API_URL ?? 'http://localhost:3978';
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@contracts': path.resolve(__dirname, '../api/src/contracts') } },
  // '/api/' with its slash: the tab's own /api-keys page must not go to the api.
  server: { port: 5173, proxy: { '/api/': API, '/health': API } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});
