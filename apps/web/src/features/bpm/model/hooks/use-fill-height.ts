import { useLayoutEffect, useState, type RefObject } from 'react';

/** The height from the element's top to the bottom of the window (minus `bottomGap`), kept up to date on resize. */
export function useFillHeight(ref: RefObject<HTMLElement | null>, bottomGap = 16, min = 420): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, bottomGap, min]);
  return height;
}
