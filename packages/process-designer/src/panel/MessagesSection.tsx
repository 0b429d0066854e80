import { Button, Divider, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { addRootElement, listRootElements, type RootKind } from '../model/messages-signals';
import type { SectionProps } from './section-props';
import { useMessageApi } from './use-panel-ui';

const titles: Record<RootKind, { list: string; create: string; dialog: string }> = {
  message: { list: '消息列表', create: '创建新消息', dialog: '创建消息' },
  signal: { list: '信号列表', create: '创建新信号', dialog: '创建信号' },
};

export function MessagesSection({ ctx }: SectionProps) {
  const messageApi = useMessageApi();
  const [dialog, setDialog] = useState<{ kind: RootKind; id: string; name: string } | null>(null);

  const submit = () => {
    if (!dialog) return;
    if (!dialog.id.trim()) {
      messageApi.error(dialog.kind === 'message' ? '请填写消息ID' : '请填写信号ID');
      return;
    }
    const error = addRootElement(ctx, dialog.kind, { id: dialog.id.trim(), name: dialog.name });
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
        title={dialog ? titles[dialog.kind].dialog : ''}
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
