import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Space, Table, Tooltip, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StockGroupVO } from '@gprs/contract';
import { MAX_STOCK_GROUPS } from '@gprs/contract';
import { QueryState, memberApi, memberKeys } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { usePhoneTable } from '../../../shared/phone';
import { MoveButtons } from '../components/move-buttons';
import { moveItem } from '../components/reorder';

/** /userStockGroup: create, rename, delete and order the member's watchlist groups. */
export default function UserStockGroupPage() {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const q = useQuery({ queryKey: memberKeys.groups, queryFn: memberApi.groups });
  const [editing, setEditing] = useState<StockGroupVO | 'new' | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const refresh = () => void qc.invalidateQueries({ queryKey: memberKeys.groups });
  const save = useMutation({
    mutationFn: async (name: string): Promise<unknown> => (editing === 'new' ? memberApi.createGroup(name) : memberApi.updateGroup((editing as StockGroupVO).id, name)),
    onSuccess: () => {
      void message.success(editing === 'new' ? '分组已创建' : '分组已重命名');
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => memberApi.deleteGroup(id), onSuccess: refresh });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => memberApi.reorderGroups(ids),
    onMutate: (ids) => qc.setQueryData<StockGroupVO[]>(memberKeys.groups, (old) => old && ids.map((id) => old.find((g) => g.id === id)!).filter(Boolean)),
    onSettled: refresh,
  });
  const open = (g: StockGroupVO | 'new') => {
    setEditing(g);
    form.setFieldsValue({ name: g === 'new' ? '' : g.name });
  };
  const list = q.data ?? [];
  const columns: NonNullable<TableProps<StockGroupVO>['columns']> = [
    { title: '分组名称', dataIndex: 'name', render: (v: string, r) => <Link to={`/userStock?groupId=${r.id}`}>{v}</Link> },
    { title: '股票数', dataIndex: 'count', align: 'right' },
    { title: '创建时间', dataIndex: 'createTime', render: (v: number) => formatDate(v) },
    {
      title: '操作',
      key: 'op',
      align: 'center',
      width: 180,
      render: (_: unknown, r, i) => (
        <Space size={0}>
          <MoveButtons index={i} count={list.length} onMove={(from, to) => reorder.mutate(moveItem(list, from, to).map((g) => g.id))} />
          <Tooltip title="重命名">
            <Button type="text" size="small" icon={<EditOutlined />} aria-label="重命名" onClick={() => open(r)} />
          </Tooltip>
          <Tooltip title="删除">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除"
              onClick={() => modal.confirm({ title: `删除分组「${r.name}」？`, content: '分组里的自选股会一起删除。', okButtonProps: { danger: true }, onOk: () => remove.mutateAsync(r.id) })}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  // a phone keeps the name, the count and the buttons; 创建时间 is behind a tap on the row
  const table = usePhoneTable(columns, { rowKey: 'id', keep: ['name', 'count', 'op'] });
  return (
    <Card
      title="自选分组"
      extra={
        <Space>
          <Link to="/userStock">返回自选</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} disabled={(q.data?.length ?? 0) >= MAX_STOCK_GROUPS}>
            新建分组
          </Button>
        </Space>
      }
    >
      <QueryState query={q} isEmpty={(d) => d.length === 0} emptyText="还没有分组">
        {() => (
          <Table<StockGroupVO>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={list}
            {...table}
          />
        )}
      </QueryState>
      <Modal title={editing === 'new' ? '新建分组' : '重命名分组'} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v.name.trim())}>
          <Form.Item name="name" label="分组名称" rules={[{ required: true, whitespace: true, message: '分组名称不能为空' }, { max: 20, message: '分组名称最长 20 个字符' }]}>
            <Input maxLength={20} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
