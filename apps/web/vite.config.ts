import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Public site, admin console and process designer are reached through lazy route modules, so each face is its own chunk.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // the server-rendering build (`vite build --ssr src/entry-server.tsx`, docs/decisions/0028) bundles its dependencies,
  // so antd, its locale and the other packages load in Node through the same ESM resolution as in the browser build
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/admin-api': { target: process.env.API_TARGET ?? 'http://localhost:48080', changeOrigin: true } },
  },
});
