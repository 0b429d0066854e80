/**
 * Resolves once the browser has painted content (its first contentful paint), or after `maxMs`: work started after it
 * does not hold back the paint of a server-rendered page.
 */
export function afterFirstContentfulPaint(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (typeof PerformanceObserver === 'undefined' || painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, maxMs);
  });
}
