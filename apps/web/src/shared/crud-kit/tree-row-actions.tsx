import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';

/** 修改 / 新增 (a child) / 删除 of one row of a tree list page (部门, 菜单, 商品分类); an action without a handler is not shown. */
export function TreeRowActions({ onEdit, onAddChild, onDelete }: { onEdit?: () => void; onAddChild?: () => void; onDelete?: () => void }) {
  return (
    <Space size={0}>
      {onEdit ? (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
          修改
        </Button>
      ) : null}
      {onAddChild ? (
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={onAddChild}>
          新增
        </Button>
      ) : null}
      {onDelete ? (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
          删除
        </Button>
      ) : null}
    </Space>
  );
}
