import { useState } from 'react';
import { Badge, Button, Popover, Table } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyMessageResp } from '@gprs/contract';
import { useNavigate } from 'react-router';
import { DictTag } from '../../../shared/dict';
import { formatDate } from '../../../shared/utils/date';
import { getUnreadNotifyCount, getUnreadNotifyList, notifyKeys, NOTIFY_POLL_MS, updateNotifyRead } from './api';

export const NOTIFY_POPOVER_WIDTH = 600;

/**
 * Notification bell of spec section 2.4: the unread count is polled every 120 s (and on start), a red dot shows when
 * it is above 0; opening the popover lists the unread messages, sets the count to 0 and marks them read on the server.
 */
export function NotifyBell() {
  const [open, setOpen] = useState(false);
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
      if (rows.length > 0) void updateNotifyRead(rows.map((r) => r.id)).catch(() => undefined);
      return rows;
    },
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });

  const content = (
    <div style={{ width: NOTIFY_POPOVER_WIDTH }} data-testid="notify-popover">
      <Table<NotifyMessageResp>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ y: 320 }}
        columns={[
          { title: '发送人', dataIndex: 'templateNickname', width: 110 },
          { title: '发送时间', dataIndex: 'createTime', width: 170, render: (v: number) => formatDate(v) },
          { title: '类型', dataIndex: 'templateType', width: 100, render: (v: number) => <DictTag type="system_notify_template_type" value={v} /> },
          { title: '内容', dataIndex: 'templateContent', ellipsis: true },
        ]}
      />
      <div style={{ textAlign: 'right', marginTop: 8 }}>
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
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      destroyOnHidden
    >
      <Button type="text" aria-label="站内信" data-testid="notify-bell">
        <Badge dot={(count.data ?? 0) > 0} data-testid="notify-dot">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
