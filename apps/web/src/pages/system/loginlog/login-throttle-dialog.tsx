import { useState } from 'react';
import { App, Button, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoginThrottleVO, PageResult } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { request, runReported } from '../../../shared/request';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, TablePagination, useConfirm } from '../../../shared/table-kit';
import { formatDate } from '../../../shared/utils/date';

export const THROTTLE_PERMISSIONS = { query: 'system:login-throttle:query', delete: 'system:login-throttle:delete' } as const;

/** Who a throttle row holds back: one username from one address, or every username of the address. */
export function throttleTarget(row: Pick<LoginThrottleVO, 'username' | 'userIp'>): string {
  return row.username ? `${row.username}（${row.userIp}）` : `地址 ${row.userIp} 的所有账号`;
}

/** 受限 while the wait lasts, else 计数中 (failures counted, no wait yet or any more). */
export function isBlocked(row: Pick<LoginThrottleVO, 'blockedUntil'>, now = Date.now()): boolean {
  return row.blockedUntil != null && row.blockedUntil > now;
}

/**
 * 登录限制 (a dialog of 登录日志): the sign-in throttles counted now (docs/decisions/0013), the blocking ones first;
 * 解除 forgets one after a confirmation, so that username + address (or that address) signs in at once.
 */
export function LoginThrottleDialog({ onClose }: { onClose(): void }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [paging, setPaging] = useState({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const page = useQuery({
    queryKey: ['system', 'login-throttle', paging],
    queryFn: () => request.get<PageResult<LoginThrottleVO>>('/system/login-throttle/page', paging),
    placeholderData: keepPreviousData,
  });

  const lift = (row: LoginThrottleVO) =>
    runReported(async () => {
      if (!(await confirm(`确认解除「${throttleTarget(row)}」的登录限制吗？`))) return;
      await request.delete<boolean>('/system/login-throttle/delete', { id: row.id });
      void message.success('解除成功');
      await page.refetch();
    });

  const columns: TableColumnsType<LoginThrottleVO> = [
    { key: 'username', title: '用户名称', width: 140, render: (_, r) => (r.username ? r.username : <Tag>所有账号</Tag>) },
    { dataIndex: 'userIp', title: '登录地址', width: 140 },
    { dataIndex: 'failCount', title: '失败次数', width: 90, align: 'right' },
    { key: 'lastFailureTime', title: '最后失败时间', width: 170, render: (_, r) => formatDate(r.lastFailureTime) },
    {
      key: 'state',
      title: '状态',
      width: 220,
      render: (_, r) =>
        isBlocked(r) ? <Tag color="error">限制至 {formatDate(r.blockedUntil)}</Tag> : <Tag color="processing">计数中</Tag>,
    },
    {
      key: 'action',
      title: '操作',
      width: 90,
      render: (_, r) => (
        <Access permission={THROTTLE_PERMISSIONS.delete}>
          <Button type="link" size="small" danger icon={<UnlockOutlined />} onClick={() => lift(r)}>
            解除
          </Button>
        </Access>
      ),
    },
  ];

  return (
    <Modal title="登录限制" open width={960} onCancel={onClose} footer={null} destroyOnHidden>
      <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <span style={{ color: 'var(--ant-color-text-secondary, rgba(0,0,0,.45))' }}>
          同一账号在同一地址连续失败 5 次后、同一地址累计失败 20 次后须等待，等待时间逐次加倍（最长 15 分钟）；最后一次失败 1 小时后清零。
        </span>
        <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching}>
          刷新
        </Button>
      </Space>
      <Table<LoginThrottleVO>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: '当前没有登录限制' }}
      />
      <TablePagination
        total={page.data?.total ?? 0}
        page={paging.pageNo}
        limit={paging.pageSize}
        autoScroll={false}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
    </Modal>
  );
}
