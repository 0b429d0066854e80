import { useState } from 'react';
import { Button, Modal, Space, Tooltip, Transfer } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';

export interface ToolbarColumn {
  key: string;
  title: string;
}

export interface RightToolbarProps {
  showSearch: boolean;
  onShowSearchChange(show: boolean): void;
  onRefresh(): void;
  /** the columns that may be hidden; no column button without them */
  columns?: ToolbarColumn[];
  hiddenKeys?: string[];
  onHiddenKeysChange?(keys: string[]): void;
}

/** Table toolbar of spec section 2.7: search-form toggle, refresh, and show/hide columns in a 显示/隐藏 transfer. */
export function RightToolbar({ showSearch, onShowSearchChange, onRefresh, columns, hiddenKeys = [], onHiddenKeysChange }: RightToolbarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space size={8}>
        <Tooltip title={showSearch ? '隐藏搜索' : '显示搜索'}>
          <Button shape="circle" aria-label={showSearch ? '隐藏搜索' : '显示搜索'} icon={<SearchOutlined />} onClick={() => onShowSearchChange(!showSearch)} />
        </Tooltip>
        <Tooltip title="刷新">
          <Button shape="circle" aria-label="刷新" icon={<ReloadOutlined />} onClick={onRefresh} />
        </Tooltip>
        {columns && onHiddenKeysChange ? (
          <Tooltip title="显隐列">
            <Button shape="circle" aria-label="显隐列" icon={<AppstoreOutlined />} onClick={() => setOpen(true)} />
          </Tooltip>
        ) : null}
      </Space>
      {columns && onHiddenKeysChange ? (
        <Modal title="显示/隐藏" open={open} footer={null} onCancel={() => setOpen(false)} width={560}>
          <Transfer
            dataSource={columns}
            rowKey={(c) => c.key}
            titles={['显示', '隐藏']}
            targetKeys={hiddenKeys}
            render={(c) => c.title}
            onChange={(keys) => onHiddenKeysChange(keys.map(String))}
            styles={{ section: { width: 220, height: 300 } }}
          />
        </Modal>
      ) : null}
    </>
  );
}
