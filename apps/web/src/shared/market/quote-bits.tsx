// Quote figures without any UI-library code: the home page and the header use them before antd is needed.
import { changeColor, formatChange, formatPercent, formatPrice } from './format';
import { sparklinePath } from './sparkline';

/** A figure coloured by its change: red up, green down. */
export function Change({ value, kind = 'percent', by, style }: { value: number | null | undefined; kind?: 'percent' | 'change' | 'price'; by?: number | null; style?: React.CSSProperties }) {
  const text = kind === 'percent' ? formatPercent(value) : kind === 'change' ? formatChange(value) : formatPrice(value);
  return <span style={{ color: changeColor(by === undefined ? value : by), fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...style }}>{text}</span>;
}

export function Sparkline({ values, up, width = 120, height = 32 }: { values: readonly number[]; up: number | null | undefined; width?: number; height?: number }) {
  const d = sparklinePath(values, width, height);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden>
      {d && <path d={d} fill="none" stroke={changeColor(up)} strokeWidth={1.5} />}
    </svg>
  );
}

