import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { hydrateServerPage } from './app/hydrate';
import { readSsrState } from './app/ssr-state';
import './styles.css';
import './app/public-styles';

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
