// Starts the application in the browser, loaded by main.tsx: hydrates a server-rendered page, or renders the app.
import '../zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { hydrateServerPage } from './hydrate';
import { readSsrState } from './ssr-state';

const container = document.getElementById('root')!;
const state = readSsrState(document);
if (state) {
  void hydrateServerPage(container, state);
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
