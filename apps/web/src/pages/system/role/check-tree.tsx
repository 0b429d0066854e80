import { useMemo, useState, type Key } from 'react';
import { Empty, Space, Spin, Switch, Tree } from 'antd';
import { leafCheckedIds, parentIds, treeIds, type TreeNode } from '../../../shared/utils/tree';

export interface NamedNode {
  id: number;
  name: string;
  parentId: number;
}

/**
 * A check tree with yudao's three switches: 展开/折叠, 全选/全不选 and 父子联动. `value` is the full set of ids to save: in
 * 父子联动 mode a checked node counts with its half-checked ancestors, without it every node stands alone.
 */
export function CheckTree({
  tree,
  value,
  onChange,
  loading,
  testId,
  height = 360,
}: {
  tree: TreeNode<NamedNode>[];
  value: number[];
  onChange(ids: number[]): void;
  loading?: boolean;
  testId?: string;
  height?: number;
}) {
  const allIds = useMemo(() => treeIds(tree), [tree]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [cascade, setCascade] = useState(true);
  const expandedKeys = expanded ?? [];
  const allChecked = allIds.length > 0 && allIds.every((id) => value.includes(id));
  const allExpanded = allParents.length > 0 && allParents.every((id) => expandedKeys.includes(id));
  return (
    <div data-testid={testId}>
      <Space wrap style={{ marginBottom: 8 }}>
        <span>
          <Switch size="small" checked={allExpanded} onChange={(on) => setExpanded(on ? allParents : [])} aria-label="展开/折叠" /> 全部展开/折叠
        </span>
        <span>
          <Switch size="small" checked={allChecked} onChange={(on) => onChange(on ? allIds : [])} aria-label="全选/全不选" /> 全选/全不选
        </span>
        <span>
          <Switch size="small" checked={cascade} onChange={setCascade} aria-label="父子联动" /> 父子联动
        </span>
      </Space>
      <div style={{ border: '1px solid rgba(5,5,5,0.12)', borderRadius: 6, padding: 8, minHeight: 80 }}>
        {loading ? (
          <Spin style={{ display: 'block', padding: 24 }} />
        ) : tree.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ) : (
          <Tree
            checkable
            selectable={false}
            height={height}
            treeData={tree as never}
            fieldNames={{ title: 'name', key: 'id', children: 'children' }}
            checkStrictly={!cascade}
            checkedKeys={cascade ? leafCheckedIds(tree, value) : { checked: value, halfChecked: [] }}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(checked, info) => {
              if (Array.isArray(checked)) onChange([...checked, ...(info.halfCheckedKeys ?? [])].map(Number));
              else onChange(checked.checked.map(Number));
            }}
          />
        )}
      </div>
    </div>
  );
}
