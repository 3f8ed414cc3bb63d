import { saveStartupQuery } from './shared/lib/urlParam';
import './app/theme.css';

saveStartupQuery(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.hasChildNodes();

/** Resolves once the browser has painted the current document. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A prerendered marketing page is readable before any script runs: the browser paints it first
// and only then fetches the app, so on a slow phone network the first paint shares the bandwidth
// with nothing. An empty shell (the app's own pages) has nothing to paint, so it starts at once.
void (prerendered ? afterNextPaint() : Promise.resolve())
  .then(() => import('./app/startApp'))
  .then(({ startApp }) => startApp(root, prerendered));
