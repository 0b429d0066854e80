// The hot list's own figures (issue 26): ↑n / ↓n / 新 beside a rank, and a stock's concept tags with its one-line
// 上榜理由. Plain elements (docs/decisions/0034): the home page and /search show them before any UI library loads.
import { rankMove, type HotStockVO } from '@gprs/contract/labels';
import './hot-bits.css';

/** The rank change since the previous snapshot: 新 (新上榜), ↑n, ↓n, 「-」 unchanged; nothing when unknown. */
export function HotMove({ row }: { row: Pick<HotStockVO, 'rankChange' | 'newEntry'> }) {
  const move = rankMove(row);
  if (!move) return null;
  if (move.kind === 'new') return <span className="hot-move hot-move--new" title="新上榜">新</span>;
  if (move.kind === 'same') return <span className="hot-move hot-move--same" title="排名不变">-</span>;
  return (
    <span className={`hot-move hot-move--${move.kind}`} title={`较上次${move.kind === 'up' ? '上升' : '下降'} ${move.by} 位`}>
      {move.kind === 'up' ? '↑' : '↓'}
      {move.by}
    </span>
  );
}

/** A stock's concept tags and its 上榜理由, on one line under its name; nothing when it has neither. */
export function HotNote({ row }: { row: Pick<HotStockVO, 'hotConcepts' | 'hotReason'> }) {
  const tags = row.hotConcepts ?? [];
  if (!tags.length && !row.hotReason) return null;
  return (
    <div className="hot-note">
      {tags.map((t) => (
        <span key={t} className="hot-tag">
          {t}
        </span>
      ))}
      {row.hotReason && (
        <span className="hot-reason" data-testid="hot-reason">
          {row.hotReason}
        </span>
      )}
    </div>
  );
}
