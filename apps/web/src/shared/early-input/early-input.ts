// Taps that land before the application has taken over a server-rendered page (docs/decisions/0034). Between the first
// paint and hydration the page is only HTML: a tap on a tab, a toggle or the menu button would do nothing and be lost.
// The entry holds the last such tap (links are left alone: they navigate as plain links do) and clicks the same
// element again once the page has hydrated, so the visitor's tap is answered as soon as the page can answer it.

/** What a held tap may target: controls that act in script (links navigate by themselves). */
const CONTROL = 'button, [role="tab"], [role="button"], [role="radio"], [role="switch"], summary';
/** The event the hydration dispatches on window once the page answers input. */
export const HYDRATED_EVENT = 'gprs:hydrated';
/** A held tap older than this is dropped rather than replayed (the visitor has moved on). */
const MAX_AGE_MS = 10_000;

export function holdEarlyTaps(doc: Document = document): void {
  let held: { el: Element; at: number } | null = null;
  let done = false;
  const onClick = (e: Event) => {
    if (done || !(e.target instanceof Element)) return;
    const el = e.target.closest(CONTROL);
    if (!el || el.closest('a[href]')) return;
    e.preventDefault();
    e.stopPropagation();
    held = { el, at: performance.now() };
  };
  doc.addEventListener('click', onClick, true);
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      done = true;
      doc.removeEventListener('click', onClick, true);
      const tap = held;
      held = null;
      if (tap && tap.el.isConnected && performance.now() - tap.at < MAX_AGE_MS) (tap.el as HTMLElement).click();
    },
    { once: true },
  );
}
