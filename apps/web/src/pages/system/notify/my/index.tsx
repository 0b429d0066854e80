import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Modal, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyMessageResp } from '@gprs/contract';
import type { Dayjs } from 'dayjs';
import {
  getMyNotifyPage,
  notifyKeys,
  NotifyMessageDetail,
  updateAllNotifyMessageRead,
  updateNotifyMessageRead,
  type MyNotifyQuery,
} from '../../../../shared/notify-message';
import { DictTag } from '../../../../shared/dict';
import { formatDate } from '../../../../shared/utils/date';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, RightToolbar, TablePagination } from '../../../../shared/table-kit';

interface SearchForm {
  readStatus?: boolean;
  createTime?: [Dayjs, Dayjs] | null;
}

/** /user/notify-message (MyNotifyMessage): my in-site messages, mark selected or all read, detail dialog. */
export default function MyNotifyMessagePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SearchForm>();
  const [showSearch, setShowSearch] = useState(true);
  const [query, setQuery] = useState<MyNotifyQuery>({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<NotifyMessageResp | null>(null);
  const page = useQuery({ queryKey: [...notifyKeys.myPage, query], queryFn: () => getMyNotifyPage(query) });

  const afterRead = async () => {
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['notify'] });
  };
  const markRead = useMutation({
    mutationFn: updateNotifyMessageRead,
    onSuccess: async () => {
      void message.success('标记已读成功！');
      await afterRead();
    },
  });
  const markAll = useMutation({
    mutationFn: updateAllNotifyMessageRead,
    onSuccess: async () => {
      void message.success('全部已读成功！');
      await afterRead();
    },
  });

  const search = () => {
    const v = form.getFieldsValue();
    setQuery({
      pageNo: FIRST_PAGE,
      pageSize: query.pageSize,
      readStatus: v.readStatus,
      createTime: v.createTime ? [v.createTime[0].format('YYYY-MM-DD 00:00:00'), v.createTime[1].format('YYYY-MM-DD 23:59:59')] : undefined,
    });
  };

  return (
    <Card>
      {showSearch ? (
        <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 12 }} onFinish={search}>
          <Form.Item label="是否已读" name="readStatus">
            <Select
              allowClear
              placeholder="请选择状态"
              style={{ width: 160 }}
              options={[
                { label: '已读', value: true },
                { label: '未读', value: false },
              ]}
            />
          </Form.Item>
          <Form.Item label="发送时间" name="createTime">
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search();
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space>
          <Button type="primary" disabled={selected.length === 0} loading={markRead.isPending} onClick={() => markRead.mutate(selected)}>
            标记已读
          </Button>
          <Button loading={markAll.isPending} onClick={() => markAll.mutate()}>
            全部已读
          </Button>
        </Space>
        <RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={() => void page.refetch()} />
      </div>
      <Table<NotifyMessageResp>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (r) => ({ disabled: r.readStatus }),
        }}
        columns={[
          { title: '发送人', dataIndex: 'templateNickname', width: 140 },
          { title: '发送时间', dataIndex: 'createTime', width: 180, render: (v: number) => formatDate(v) },
          { title: '类型', dataIndex: 'templateType', width: 110, render: (v: number) => <DictTag type="system_notify_template_type" value={v} /> },
          { title: '消息内容', dataIndex: 'templateContent', ellipsis: true },
          {
            title: '是否已读',
            dataIndex: 'readStatus',
            width: 100,
            render: (v: boolean) => (v ? <Tag color="success">已读</Tag> : <Tag color="warning">未读</Tag>),
          },
          { title: '阅读时间', dataIndex: 'readTime', width: 180, render: (v: number | null) => formatDate(v) },
          {
            title: '操作',
            key: 'action',
            width: 90,
            render: (_, r) => (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setDetail(r);
                  if (!r.readStatus) markRead.mutate([r.id]);
                }}
              >
                {r.readStatus ? '详情' : '已读'}
              </Button>
            ),
          },
        ]}
      />
      <TablePagination
        total={page.data?.total ?? 0}
        page={query.pageNo}
        limit={query.pageSize}
        onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
      />
      <Modal title="站内信详情" open={!!detail} onCancel={() => setDetail(null)} footer={null} width={600}>
        {detail ? <NotifyMessageDetail message={detail} /> : null}
      </Modal>
    </Card>
  );
}
