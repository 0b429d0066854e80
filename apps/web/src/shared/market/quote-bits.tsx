// Quote figures without any UI-library code: the home page and the header use them before antd is needed.
import { useEffect, useRef } from 'react';
import { changeColor, formatChange, formatPercent, formatPrice } from './format';
import { FLASH_BACKGROUND, flashDirection } from './flash';
import { sparklinePath } from './sparkline';

/**
 * A figure coloured by its change: red up, green down. A live update flashes its background red (rise) or green (fall):
 * a paint-only animation, so quotes arriving never move the layout.
 */
export function Change({ value, kind = 'percent', by, style }: { value: number | null | undefined; kind?: 'percent' | 'change' | 'price'; by?: number | null; style?: React.CSSProperties }) {
  const text = kind === 'percent' ? formatPercent(value) : kind === 'change' ? formatChange(value) : formatPrice(value);
  const ref = useRef<HTMLSpanElement>(null);
  const last = useRef(value);
  useEffect(() => {
    const direction = flashDirection(last.current, value);
    last.current = value;
    const el = ref.current;
    if (!direction || !el || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    el.animate([{ backgroundColor: FLASH_BACKGROUND[direction] }, { backgroundColor: 'rgba(0, 0, 0, 0)' }], { duration: 900, easing: 'ease-out' });
  }, [value]);
  return (
    <span ref={ref} style={{ color: changeColor(by === undefined ? value : by), fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', borderRadius: 2, ...style }}>
      {text}
    </span>
  );
}

/**
 * A small price line drawn in a `width` × `height` box; `fluid` stretches it to its container's width (the line keeps
 * its stroke), so it follows the screen.
 */
export function Sparkline({ values, up, width = 120, height = 32, fluid = false }: { values: readonly number[]; up: number | null | undefined; width?: number; height?: number; fluid?: boolean }) {
  const d = sparklinePath(values, width, height);
  return (
    <svg
      width={fluid ? '100%' : width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio={fluid ? 'none' : undefined}
      style={fluid ? { display: 'block' } : undefined}
      aria-hidden
    >
      {d && <path d={d} fill="none" stroke={changeColor(up)} strokeWidth={1.5} vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}
