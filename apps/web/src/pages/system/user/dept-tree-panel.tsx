import { useMemo, useState, type Key } from 'react';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { filterTree, parentIds } from '../../../shared/utils/tree';
import { useDeptSimpleTree } from '../dept/dept-api';

/** The department tree left of the user list: a search box narrows the tree; a click picks (or un-picks) a department. */
export function DeptTreePanel({ value, onChange }: { value?: number; onChange(deptId: number | undefined): void }) {
  const { tree, loading } = useDeptSimpleTree();
  const [text, setText] = useState('');
  const shown = useMemo(() => {
    const q = text.trim();
    return q ? filterTree(tree, (d) => d.name.includes(q)) : tree;
  }, [tree, text]);
  const [collapsed, setCollapsed] = useState<Key[] | null>(null);
  // every branch open (yudao default-expand-all); a search reopens everything that leads to a hit
  const expandedKeys = collapsed ?? parentIds(shown);
  return (
    <Card styles={{ body: { padding: 12 } }} data-testid="user-dept-tree">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="请输入部门名称"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setCollapsed(null);
        }}
        style={{ marginBottom: 8 }}
      />
      {loading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : (
        <Tree
          blockNode
          treeData={shown as never}
          fieldNames={{ title: 'name', key: 'id', children: 'children' }}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setCollapsed(keys)}
          selectedKeys={value !== undefined ? [value] : []}
          onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
    </Card>
  );
}
