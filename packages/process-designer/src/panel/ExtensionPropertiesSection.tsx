import { Button, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import {
  addExtensionProperty,
  readExtensionProperties,
  removeExtensionProperty,
  updateExtensionProperty,
  type ExtensionProperty,
} from '../model/extension-properties';
import { editRemoveColumn } from './row-actions';
import { REMOVE_PROPERTY } from './confirm-remove';
import type { SectionProps } from './section-props';
import { withKeys } from './with-keys';
import { useModalApi } from './use-panel-ui';

export function ExtensionPropertiesSection({ ctx, element }: SectionProps) {
  const modal = useModalApi();
  const list = readExtensionProperties(ctx, element);
  const [editing, setEditing] = useState<{ index: number; value: ExtensionProperty } | null>(null);
  const [error, setError] = useState<string>();

  return (
    <div>
      <Table
        size="small"
        rowKey="_key"
        pagination={false}
        dataSource={withKeys(list)}
        columns={[
          { title: '序号', width: 56, render: (_v, _r, index) => index + 1 },
          { title: '属性名', dataIndex: 'name', ellipsis: true },
          { title: '属性值', dataIndex: 'value', ellipsis: true },
          editRemoveColumn<ExtensionProperty>(modal, REMOVE_PROPERTY, (value, index) => setEditing({ index, value }), (index) => removeExtensionProperty(ctx, element, index)),
        ]}
      />
      <Button
        type="primary"
        size="small"
        block
        style={{ marginTop: 8 }}
        onClick={() => {
          setError(undefined);
          setEditing({ index: -1, value: { name: '', value: '' } });
        }}
      >
        添加属性
      </Button>
      <Modal
        open={editing !== null}
        title="属性配置"
        width={400}
        okText="确 认"
        cancelText="取 消"
        destroyOnHidden
        onCancel={() => setEditing(null)}
        onOk={() => {
          if (!editing) return;
          if (!editing.value.name.trim()) {
            setError('请填写属性名');
            return;
          }
          if (editing.index < 0) addExtensionProperty(ctx, element, editing.value);
          else updateExtensionProperty(ctx, element, editing.index, editing.value);
          setEditing(null);
        }}
      >
        {editing && (
          <Form layout="horizontal" labelCol={{ span: 6 }} size="small">
            <Form.Item label="属性名" required validateStatus={error ? 'error' : undefined} help={error}>
              <Input
                aria-label="属性名"
                value={editing.value.name}
                onChange={(e) => setEditing({ ...editing, value: { ...editing.value, name: e.target.value } })}
              />
            </Form.Item>
            <Form.Item label="属性值">
              <Input
                aria-label="属性值"
                value={editing.value.value}
                onChange={(e) => setEditing({ ...editing, value: { ...editing.value, value: e.target.value } })}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
