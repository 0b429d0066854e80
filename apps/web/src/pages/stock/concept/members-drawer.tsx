import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConceptAdminVO, ConceptMemberAdminVO } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { Change } from '../../../shared/market';
import { request } from '../../../shared/request';
import { useConfirm } from '../../../shared/table-kit';
import { StockSelect } from '../shared/lookup';

const UPDATE = 'stock:concept:update';

const memberApi = {
  list: (conceptCode: string) => request.get<ConceptMemberAdminVO[]>('/stock-admin/concept/member/list', { conceptCode }),
  add: (body: { conceptCode: string; stockCode: string; reason: string }) => request.post<boolean>('/stock-admin/concept/member/add', body),
  updateReason: (body: { conceptCode: string; stockCode: string; reason: string }) => request.put<boolean>('/stock-admin/concept/member/update-reason', body),
  remove: (conceptCode: string, stockCode: string) => request.delete<boolean>('/stock-admin/concept/member/remove', { conceptCode, stockCode }),
};

type Editing = { mode: 'add' } | { mode: 'reason'; member: ConceptMemberAdminVO };

/** 成分股 of one board: list with 入选理由, add (stock picker + reason), edit the reason, remove with confirmation. */
export function MembersDrawer({ concept, onClose }: { concept: ConceptAdminVO; onClose(): void }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const key = ['stock-admin', 'concept', 'members', concept.code];
  const members = useQuery({ queryKey: key, queryFn: () => memberApi.list(concept.code) });
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['stock-admin', 'concept'] });

  const remove = async (m: ConceptMemberAdminVO) => {
    if (!(await confirm(`是否确认将"${m.stockCode} ${m.stockName}"移出${concept.name}？`))) return;
    await memberApi.remove(concept.code, m.stockCode);
    void message.success('移除成功');
    changed();
  };

  return (
    <Drawer title={`成分股 - ${concept.name} (${concept.code})`} open size={820} onClose={onClose} destroyOnHidden>
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Access permission={UPDATE}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            添加成分股
          </Button>
        </Access>
        <Typography.Text type="secondary">
          共 {members.data?.length ?? 0} 只{concept.type === 1 ? '（行业板块：一只股票只属于一个行业，添加即从原行业移入）' : ''}
        </Typography.Text>
      </Space>
      <Table<ConceptMemberAdminVO>
        rowKey="stockCode"
        size="small"
        loading={members.isFetching}
        dataSource={members.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'stockCode', dataIndex: 'stockCode', title: '股票代码', width: 90 },
          { key: 'stockName', dataIndex: 'stockName', title: '股票名称', width: 110 },
          { key: 'price', dataIndex: 'price', title: '最新价', width: 90, align: 'right', render: (v: number | null, r) => <Change value={v} kind="price" by={r.changePercent} /> },
          { key: 'changePercent', dataIndex: 'changePercent', title: '涨跌幅', width: 90, align: 'right', render: (v: number | null) => <Change value={v} /> },
          { key: 'reason', dataIndex: 'reason', title: '入选理由', ellipsis: true, render: (v: string) => v || '--' },
          {
            key: 'action',
            title: '操作',
            width: 180,
            align: 'center',
            render: (_, m) => (
              <Access permission={UPDATE}>
                <Space size={0}>
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'reason', member: m })}>
                    编辑理由
                  </Button>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(m)}>
                    移除
                  </Button>
                </Space>
              </Access>
            ),
          },
        ]}
      />
      {editing ? (
        <MemberDialog
          concept={concept}
          editing={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) changed();
          }}
        />
      ) : null}
    </Drawer>
  );
}

function MemberDialog({ concept, editing, onClose }: { concept: ConceptAdminVO; editing: Editing; onClose(saved: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ stockCode?: string; reason?: string }>();
  const adding = editing.mode === 'add';
  const save = useMutation({
    mutationFn: (v: { stockCode?: string; reason?: string }) => {
      const reason = (v.reason ?? '').trim();
      return adding
        ? memberApi.add({ conceptCode: concept.code, stockCode: v.stockCode!, reason })
        : memberApi.updateReason({ conceptCode: concept.code, stockCode: editing.member.stockCode, reason });
    },
    onSuccess: () => {
      void message.success(adding ? '添加成功' : '修改成功');
      onClose(true);
    },
  });
  return (
    <Modal
      title={adding ? '添加成分股' : '修改入选理由'}
      open
      width={560}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form
        form={form}
        name="stock-concept-member-form"
        labelCol={{ flex: '90px' }}
        wrapperCol={{ flex: 1 }}
        initialValues={adding ? {} : { stockCode: editing.member.stockCode, reason: editing.member.reason }}
        onFinish={(v) => save.mutate(v)}
      >
        {adding ? (
          <Form.Item label="股票" name="stockCode" rules={[{ required: true, message: '股票不能为空' }]}>
            <StockSelect />
          </Form.Item>
        ) : (
          <Form.Item label="股票">
            {editing.member.stockCode} {editing.member.stockName}
          </Form.Item>
        )}
        <Form.Item label="入选理由" name="reason" rules={[{ max: 255, message: '入选理由不能超过 255 个字符' }]}>
          <Input.TextArea rows={3} placeholder="请输入入选理由" showCount maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
