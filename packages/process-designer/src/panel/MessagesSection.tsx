import { Button, Divider, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import {
  addRootElement,
  listRootElements,
  removeRootElement,
  updateRootElement,
  type RootKind,
  type RootRef,
} from '../model/messages-signals';
import { REMOVE_MESSAGE, REMOVE_SIGNAL } from './confirm-remove';
import { editRemoveColumn } from './row-actions';
import type { SectionProps } from './section-props';
import { useMessageApi, useModalApi } from './use-panel-ui';

const titles: Record<RootKind, { list: string; create: string; dialog: string; edit: string }> = {
  message: { list: '消息列表', create: '创建新消息', dialog: '创建消息', edit: '编辑消息' },
  signal: { list: '信号列表', create: '创建新信号', dialog: '创建信号', edit: '编辑信号' },
};

interface DialogState extends RootRef {
  kind: RootKind;
  /** id of the message (signal) being edited; absent when creating */
  editing?: string;
}

export function MessagesSection({ ctx }: SectionProps) {
  const messageApi = useMessageApi();
  const modalApi = useModalApi();
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const submit = () => {
    if (!dialog) return;
    if (!dialog.id.trim()) {
      messageApi.error(dialog.kind === 'message' ? '请填写消息ID' : '请填写信号ID');
      return;
    }
    const ref = { id: dialog.id.trim(), name: dialog.name };
    const error =
      dialog.editing === undefined
        ? addRootElement(ctx, dialog.kind, ref)
        : updateRootElement(ctx, dialog.kind, dialog.editing, ref);
    if (error) {
      messageApi.error(error); // the dialog stays open
      return;
    }
    setDialog(null);
  };

  return (
    <div>
      {(['message', 'signal'] as RootKind[]).map((kind) => (
        <div key={kind}>
          <Divider titlePlacement="start" plain>
            {titles[kind].list}
          </Divider>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={listRootElements(ctx, kind)}
            columns={[
              { title: '序号', render: (_v, _r, index) => index + 1, width: 60 },
              { title: kind === 'message' ? '消息ID' : '信号ID', dataIndex: 'id' },
              { title: kind === 'message' ? '消息名称' : '信号名称', dataIndex: 'name' },
              editRemoveColumn<RootRef>(
                modalApi,
                kind === 'message' ? REMOVE_MESSAGE : REMOVE_SIGNAL,
                (row) => setDialog({ kind, id: row.id, name: row.name, editing: row.id }),
                (index) => {
                  const row = listRootElements(ctx, kind)[index];
                  if (row) removeRootElement(ctx, kind, row.id);
                },
              ),
            ]}
          />
          <Button
            type="primary"
            size="small"
            block
            style={{ marginTop: 8 }}
            onClick={() => setDialog({ kind, id: '', name: '' })}
          >
            {titles[kind].create}
          </Button>
        </div>
      ))}
      <Modal
        open={dialog !== null}
        title={dialog ? titles[dialog.kind][dialog.editing === undefined ? 'dialog' : 'edit'] : ''}
        width={400}
        okText="确 认"
        cancelText="取 消"
        onOk={submit}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {dialog && (
          <Form layout="vertical" size="small">
            <Form.Item label={dialog.kind === 'message' ? '消息ID' : '信号ID'} required>
              <Input
                aria-label={dialog.kind === 'message' ? '消息ID' : '信号ID'}
                value={dialog.id}
                onChange={(e) => setDialog({ ...dialog, id: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={dialog.kind === 'message' ? '消息名称' : '信号名称'}>
              <Input
                aria-label={dialog.kind === 'message' ? '消息名称' : '信号名称'}
                value={dialog.name}
                onChange={(e) => setDialog({ ...dialog, name: e.target.value })}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
