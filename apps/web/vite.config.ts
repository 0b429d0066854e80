import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Public site, admin console and process designer are reached through lazy route modules, so each face is its own chunk.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`, docs/decisions/0028) bundles its dependencies,
  // so antd, its locale and the other packages load in Node through the same ESM resolution as in the browser build,
  // and it is a production build whatever NODE_ENV the server runs with (React's development server renderer is
  // several times slower).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/admin-api': { target: process.env.API_TARGET ?? 'http://localhost:48080', changeOrigin: true } },
  },
}));
