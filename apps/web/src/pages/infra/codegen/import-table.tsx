import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CodegenDbTableResp } from '@gprs/contract';
import { codegenApi } from './codegen-api';
import { SearchButtons } from '../../../shared/crud-kit';

/** 导入表: the database's tables not imported yet (search by 表名称 / 表描述), several picked by checkbox. */
export function ImportTableDialog({ onClose }: { onClose(imported: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<{ name?: string; comment?: string }>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const tables = useQuery({ queryKey: ['infra', 'codegen', 'db-tables', filters], queryFn: () => codegenApi.dbTables(filters), gcTime: 0 });

  const submit = async () => {
    if (!selected.length) {
      void message.error('请选择要导入的表');
      return;
    }
    setSaving(true);
    try {
      await codegenApi.importTables(selected);
      void message.success('导入成功');
      onClose(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="导入表"
      open
      width={800}
      onCancel={() => onClose(false)}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => onClose(false)}>取消</Button>
          <Button type="primary" loading={saving} disabled={!selected.length} onClick={() => void submit()}>
            确定
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name="codegen-import-search"
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v: { name?: string; comment?: string }) => setFilters({ name: v.name?.trim() || undefined, comment: v.comment?.trim() || undefined })}
      >
        <Form.Item label="表名称" name="name">
          <Input placeholder="请输入表名称" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="表描述" name="comment">
          <Input placeholder="请输入表描述" allowClear style={{ width: 180 }} />
        </Form.Item>
        <SearchButtons
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <Table<CodegenDbTableResp>
        rowKey="name"
        size="small"
        loading={tables.isFetching}
        dataSource={tables.data ?? []}
        pagination={false}
        scroll={{ y: 400 }}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys as string[]) }}
        onRow={(row) => ({
          // a click anywhere on the row toggles it; the checkbox cell toggles through rowSelection itself
          onClick: (e) => {
            if ((e.target as HTMLElement).closest('.ant-table-selection-column')) return;
            setSelected((s) => (s.includes(row.name) ? s.filter((n) => n !== row.name) : [...s, row.name]));
          },
        })}
        columns={[
          { key: 'name', dataIndex: 'name', title: '表名称' },
          { key: 'comment', dataIndex: 'comment', title: '表描述' },
        ]}
      />
    </Modal>
  );
}
