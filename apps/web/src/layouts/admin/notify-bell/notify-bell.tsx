import { useState } from 'react';
import { Badge, Button, Modal, Popover, Space, Table } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyMessageResp } from '@gprs/contract';
import { useNavigate } from 'react-router';
import { DictTag } from '../../../shared/dict';
import {
  getUnreadNotifyCount,
  getUnreadNotifyList,
  NotifyMessageDetail,
  notifyKeys,
  NOTIFY_POLL_MS,
  updateAllNotifyMessageRead,
  updateNotifyMessageRead,
} from '../../../shared/notify-message';
import { formatDate } from '../../../shared/utils/date';

export const NOTIFY_POPOVER_WIDTH = 600;

/**
 * Notification bell of spec section 2.4: the unread count is polled every 120 s (and on start), a red dot shows when
 * it is above 0; opening the popover lists the unread messages and sets the count to 0. Opening the list marks
 * nothing read on the server: a message becomes read when it is opened (a click on its row shows it in full) or when
 * 「全部已读」 is chosen, so 我的站内信 still lists the others as unread.
 */
export function NotifyBell() {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<NotifyMessageResp | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const count = useQuery({
    queryKey: notifyKeys.unreadCount,
    queryFn: getUnreadNotifyCount,
    refetchInterval: NOTIFY_POLL_MS,
    staleTime: 0,
  });
  const list = useQuery({
    queryKey: notifyKeys.unreadList,
    queryFn: async () => {
      const rows = await getUnreadNotifyList();
      queryClient.setQueryData(notifyKeys.unreadCount, 0);
      return rows;
    },
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const dropFromList = (ids: readonly number[] | 'all') =>
    queryClient.setQueryData<NotifyMessageResp[]>(notifyKeys.unreadList, (rows) => (ids === 'all' ? [] : rows?.filter((r) => !ids.includes(r.id))));
  // 我的站内信 shows read states: refresh it, but not the bell's own count (opening the list zeroed it on purpose)
  const refreshMyPage = () => queryClient.invalidateQueries({ queryKey: notifyKeys.myPage });
  const markRead = useMutation({
    mutationFn: (id: number) => updateNotifyMessageRead([id]),
    onSuccess: (_, id) => {
      dropFromList([id]);
      setDetail((d) => (d?.id === id ? { ...d, readStatus: true, readTime: Date.now() } : d));
      void refreshMyPage();
    },
  });
  const markAll = useMutation({
    mutationFn: updateAllNotifyMessageRead,
    onSuccess: () => {
      dropFromList('all');
      queryClient.setQueryData(notifyKeys.unreadCount, 0);
      void refreshMyPage();
    },
  });

  const openMessage = (row: NotifyMessageResp) => {
    setOpen(false);
    setDetail(row);
    markRead.mutate(row.id);
  };

  const rows = list.data ?? [];
  const content = (
    <div style={{ width: NOTIFY_POPOVER_WIDTH }} data-testid="notify-popover">
      <Table<NotifyMessageResp>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{ emptyText: '暂无未读站内信' }}
        onRow={(row) => ({ onClick: () => openMessage(row), style: { cursor: 'pointer' }, title: '查看详情' })}
        columns={[
          { title: '发送人', dataIndex: 'templateNickname', width: 110 },
          { title: '发送时间', dataIndex: 'createTime', width: 170, render: (v: number) => formatDate(v) },
          { title: '类型', dataIndex: 'templateType', width: 100, render: (v: number) => <DictTag type="system_notify_template_type" value={v} /> },
          { title: '内容', dataIndex: 'templateContent', ellipsis: true },
        ]}
      />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button size="small" disabled={rows.length === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          全部已读
        </Button>
        <Button
          type="primary"
          size="small"
          onClick={() => {
            setOpen(false);
            void navigate('/user/notify-message');
          }}
        >
          查看全部
        </Button>
      </Space>
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} destroyOnHidden>
        <Button type="text" aria-label="站内信" data-testid="notify-bell">
          <Badge dot={(count.data ?? 0) > 0} data-testid="notify-dot">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Popover>
      <Modal title="站内信详情" open={!!detail} onCancel={() => setDetail(null)} footer={null} width={600}>
        {detail ? <NotifyMessageDetail message={detail} /> : null}
      </Modal>
    </>
  );
}
