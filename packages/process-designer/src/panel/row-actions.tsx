import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { confirmRemove } from './confirm-remove';
import type { useModalApi } from './use-panel-ui';

/** The 操作 column of the panel's list tables: 编辑, and 移除 after the removal confirmation. */
export function editRemoveColumn<T>(
  modal: ReturnType<typeof useModalApi>,
  removeText: string,
  onEdit: (row: T, index: number) => void,
  onRemove: (index: number) => void,
): ColumnType<T> {
  return {
    title: '操作',
    width: 110,
    render: (_v, row: T, index) => (
      <Space size={4}>
        <Button type="link" size="small" onClick={() => onEdit(row, index)}>
          编辑
        </Button>
        <Button type="link" size="small" danger onClick={() => confirmRemove(modal, removeText, () => onRemove(index))}>
          移除
        </Button>
      </Space>
    ),
  };
}
