import { Button, Select, Space } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { sortOptions } from './column-set';
import { usePhone } from './use-phone';

export interface SortValue {
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

/**
 * On phones, where a phone column set hides most headers: picks the column a table is sorted by (it then shows as
 * the row's figure) and the order. Nothing on wider screens, where the headers sort.
 */
export function PhoneSortPicker({ columns, value, onChange }: { columns: readonly { key?: unknown; dataIndex?: unknown; title?: unknown; sorter?: unknown }[]; value: SortValue; onChange: (next: SortValue) => void }) {
  const phone = usePhone();
  if (!phone) return null;
  const order = value.sortOrder ?? 'desc';
  return (
    <Space.Compact className="phone-sort">
      <Select
        aria-label="排序"
        placeholder="排序"
        allowClear
        style={{ width: 128 }}
        value={value.sortField}
        options={sortOptions(columns)}
        onChange={(field?: string) => onChange(field ? { sortField: field, sortOrder: order } : {})}
      />
      <Button
        aria-label={order === 'desc' ? '降序' : '升序'}
        disabled={!value.sortField}
        icon={order === 'desc' ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
        onClick={() => onChange({ sortField: value.sortField, sortOrder: order === 'desc' ? 'asc' : 'desc' })}
      />
    </Space.Compact>
  );
}
