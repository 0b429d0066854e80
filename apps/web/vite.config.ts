import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The entry (src/main.tsx) loads the application with a dynamic import once the page is painted; this puts that
 * import's modules and style sheets into index.html, so they download with the page instead of after its paint and
 * the sheets of whatever the server rendered apply from the first paint (docs/decisions/0028). The entry itself runs
 * as soon as it has arrived (`async`), not after the whole page has been parsed: it holds the taps that land before
 * hydration (docs/decisions/0047), and waits for the parsed document itself.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'gprs:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const seen = new Set([entry.fileName, ...entry.imports]);
        const scripts: string[] = [];
        const sheets = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          scripts.push(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => sheets.add(css));
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        const tags: HtmlTagDescriptor[] = [
          ...[...sheets].map((css) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' as const })),
          ...scripts.map((js) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${js}` }, injectTo: 'head' as const })),
        ];
        const entryScript = `<script type="module" crossorigin src="/${entry.fileName}">`;
        if (!html.includes(entryScript)) throw new Error(`index.html: no ${entryScript}`);
        return { html: html.replace(entryScript, `<script type="module" async crossorigin src="/${entry.fileName}">`), tags };
      },
    },
  };
}

const CHART_MODULE = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;

// Public site, admin console and process designer are reached through lazy route modules, so each face is its own chunk.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadEntryImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // chunks holding ECharts / zrender code are named chart-…: the bundle test and bench:web count them apart, since
    // the public pages fetch them when a chart comes into view (docs/decisions/0034)
    rolldownOptions: isSsrBuild ? undefined : { output: { chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => CHART_MODULE.test(id)) ? 'assets/chart-[name]-[hash].js' : 'assets/[name]-[hash].js') } },
  },
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
