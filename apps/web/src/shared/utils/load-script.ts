const loaded = new Map<string, Promise<void>>();

/** Appends a script tag once per src; rejects with Error('Failed to load {src}') when the browser cannot load it. */
export function loadScript(src: string): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loaded.delete(src);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}
