import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npx vite packages/process-designer/example` serves the example page of the package.
export default defineConfig({ plugins: [react()] });
