import { sortOptions } from '../phone/column-set';
import type { SortState } from './table';

/**
 * On phones, where the phone column set hides most headers (decision 0026): the column a table is sorted by (it then
 * shows as the row's figure) and the order. A native select and a button; hidden by CSS on wider screens, where the
 * headers sort, so the server's HTML is already right on both.
 */
export function PhoneSort({ columns, value, onChange }: { columns: readonly { key?: unknown; title?: unknown; sorter?: unknown }[]; value: SortState; onChange: (next: SortState) => void }) {
  const order = value.order ?? 'desc';
  return (
    <div className="lt-phone-sort">
      <select className="lt-select" aria-label="排序" value={value.field ?? ''} onChange={(e) => onChange(e.target.value ? { field: e.target.value, order } : {})}>
        <option value="">排序</option>
        {sortOptions(columns).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="button" className="lt-btn lt-btn--small" aria-label={order === 'desc' ? '降序' : '升序'} disabled={!value.field} onClick={() => onChange({ field: value.field, order: order === 'desc' ? 'asc' : 'desc' })}>
        {order === 'desc' ? '↓' : '↑'}
      </button>
    </div>
  );
}
