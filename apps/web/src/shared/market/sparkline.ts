/** The SVG path of a sparkline through `values` inside a width × height box (min at the bottom, max at the top). */
export function sparklinePath(values: readonly number[], width: number, height: number, pad = 2): string {
  const pts = values.filter((v) => Number.isFinite(v));
  if (pts.length === 0) return '';
  const min = Math.min(...pts);
  const max = Math.max(...pts);
  const span = max - min || 1;
  const step = pts.length > 1 ? (width - pad * 2) / (pts.length - 1) : 0;
  return pts
    .map((v, i) => {
      const x = pad + i * step;
      const y = max === min ? height / 2 : pad + (1 - (v - min) / span) * (height - pad * 2);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
