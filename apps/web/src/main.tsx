// The entry holds the site's style sheets and a wait, no application code: a server-rendered page (docs/decisions/
// 0028) is painted from its HTML before the application's modules run, since running them keeps the main thread busy
// for hundreds of milliseconds on a slow phone. Those modules are downloaded meanwhile (modulepreload links the build
// adds to index.html).
import './styles.css';
import './app/public-styles';
import { afterFirstContentfulPaint } from './shared/utils/first-paint';
import { SSR_STATE_ELEMENT_ID } from './app/ssr-state';
import { holdEarlyTaps } from './shared/early-input/early-input';

const start = () => import('./app/start');
if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  // a tap before hydration is answered once the page has hydrated (docs/decisions/0034)
  holdEarlyTaps();
  void afterFirstContentfulPaint(1500).then(start);
} else void start();
