import type { ReactNode } from 'react';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Access } from '../access';
import { RightToolbar } from '../table-kit';
import { useOptions } from './fields';
import { SearchButtons } from './search-buttons';

export interface TreeListFilters {
  name?: string;
  status?: number;
}

export interface TreeListHeaderProps {
  /** form name, e.g. 'system-menu-search' (input ids follow it) */
  formName: string;
  /** label of the name filter: 菜单名称 / 部门名称 */
  nameLabel: string;
  statusPlaceholder: string;
  showSearch: boolean;
  onShowSearchChange(show: boolean): void;
  onSearch(filters: TreeListFilters): void;
  onReset(): void;
  createPermission: string;
  onCreate(): void;
  onToggleExpand(): void;
  /** buttons after 新增 and 展开/折叠 */
  extra?: ReactNode;
  onRefresh(): void;
  /** the list query's error, shown above the table */
  error?: unknown;
}

/**
 * What the tree list pages (菜单管理, 部门管理) show above their tree table: the name / status search, 新增 by permission,
 * 展开/折叠, their own extra buttons, the RightToolbar and the load error.
 */
export function TreeListHeader(props: TreeListHeaderProps) {
  const [form] = Form.useForm<TreeListFilters>();
  const statusOptions = useOptions({ dict: 'common_status' }) as { label: string; value: number }[];
  return (
    <>
      {props.showSearch ? (
        <Form
          form={form}
          name={props.formName}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 12 }}
          onFinish={(v) => props.onSearch({ name: v.name?.trim() || undefined, status: v.status ?? undefined })}
        >
          <Form.Item label={props.nameLabel} name="name">
            <Input placeholder={`请输入${props.nameLabel}`} allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder={props.statusPlaceholder} allowClear options={statusOptions} style={{ width: 160 }} />
          </Form.Item>
          <SearchButtons
            onReset={() => {
              form.resetFields();
              props.onReset();
            }}
          />
        </Form>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          <Access permission={props.createPermission}>
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
              新增
            </Button>
          </Access>
          <Button icon={<SortAscendingOutlined />} onClick={props.onToggleExpand}>
            展开/折叠
          </Button>
          {props.extra}
        </Space>
        <RightToolbar showSearch={props.showSearch} onShowSearchChange={props.onShowSearchChange} onRefresh={props.onRefresh} />
      </div>
      {props.error ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title="数据加载失败" description={props.error instanceof Error ? props.error.message : String(props.error)} />
      ) : null}
    </>
  );
}
