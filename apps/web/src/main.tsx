// The entry holds the site's style sheets and a wait, no application code: a server-rendered page (docs/decisions/
// 0028) is painted from its HTML before the application's modules run, since running them keeps the main thread busy
// for hundreds of milliseconds on a slow phone. Those modules are downloaded meanwhile (modulepreload links the build
// adds to index.html).
import './styles.css';
import './app/public-styles';
import { afterFirstContentfulPaint } from './shared/utils/first-paint';
import { holdEarlyTaps } from './shared/early-input/early-input';

const start = () => import('./app/start');

/** Resolves once the document has been parsed (the entry is `async`: it may run while the page is still arriving). */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

// a page the server rendered says so on <html>, its first element (data-hydrated="false" until it has hydrated)
if (document.documentElement.dataset.hydrated === 'false') {
  // a tap before hydration is answered once the page has hydrated (docs/decisions/0034, 0047)
  holdEarlyTaps();
  void Promise.all([parsed(), afterFirstContentfulPaint(1500)]).then(start);
} else void parsed().then(start);
