import { useState } from 'react';
import { Descriptions, Modal, Space, Spin, Table, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { PayAppSimpleResp, PayNotifyLogResp, PayNotifyTaskDetailResp, PayNotifyTaskResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { DictTag } from '../../../shared/dict';
import { request } from '../../../shared/request';
import { formatDate } from '../../../shared/utils/date';

function NotifyDetail({ id, onClose }: { id: number; onClose(): void }) {
  const detail = useQuery({ queryKey: ['pay', 'notify', 'detail', id], queryFn: () => request.get<PayNotifyTaskDetailResp>('/pay/notify/get-detail', { id }) });
  const d = detail.data;
  return (
    <Modal title="回调通知详情" open width={900} footer={null} onCancel={onClose} destroyOnHidden>
      {!d ? (
        detail.isError ? <span>加载失败：{detail.error.message}</span> : <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="任务编号">{d.id}</Descriptions.Item>
            <Descriptions.Item label="应用">{d.appName}</Descriptions.Item>
            <Descriptions.Item label="通知类型"><DictTag type="pay_notify_type" value={d.type} /></Descriptions.Item>
            <Descriptions.Item label="通知状态"><DictTag type="pay_notify_status" value={d.status} /></Descriptions.Item>
            <Descriptions.Item label="商户订单号">{d.merchantOrderId}</Descriptions.Item>
            <Descriptions.Item label="商户退款单号">{d.merchantRefundId ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="通知次数">{d.notifyTimes} / {d.maxNotifyTimes}</Descriptions.Item>
            <Descriptions.Item label="下次通知">{d.nextNotifyTime ? formatDate(d.nextNotifyTime) : '-'}</Descriptions.Item>
            <Descriptions.Item label="最后执行">{d.lastExecuteTime ? formatDate(d.lastExecuteTime) : '-'}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{formatDate(d.createTime)}</Descriptions.Item>
            <Descriptions.Item label="回调地址" span={2}>{d.notifyUrl}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            通知记录
          </Typography.Title>
          <Table<PayNotifyLogResp>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.logs}
            locale={{ emptyText: '尚未发起通知' }}
            columns={[
              { key: 'n', title: '第几次', dataIndex: 'notifyTimes', width: 80, align: 'center' },
              { key: 's', title: '结果', dataIndex: 'status', width: 140, render: (v: number) => <DictTag type="pay_notify_status" value={v} /> },
              { key: 'r', title: '应用返回', dataIndex: 'response', render: (v: string) => <Typography.Text code style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
              { key: 't', title: '时间', dataIndex: 'createTime', width: 170, render: (v: number) => formatDate(v) },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}

/** 回调通知 (menu component pay/notify/index): notify tasks to the apps' URLs, each with its attempts. */
export default function PayNotifyPage() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const apps = useQuery({ queryKey: ['pay', 'app', 'simple'], queryFn: () => request.get<PayAppSimpleResp[]>('/pay/app/list') });
  const config: CrudConfig<PayNotifyTaskResp> = {
    entity: '回调通知',
    queryKey: ['pay', 'notify'],
    api: { page: '/pay/notify/page' },
    search: [
      { name: 'appId', label: '应用', type: 'select', width: 160, options: () => (apps.data ?? []).map((a) => ({ label: a.name, value: a.id })) },
      { name: 'type', label: '通知类型', type: 'select', dict: 'pay_notify_type', width: 140 },
      { name: 'dataId', label: '关联编号', type: 'number' },
      { name: 'status', label: '通知状态', type: 'select', dict: 'pay_notify_status', width: 150 },
      { name: 'merchantOrderId', label: '商户订单号' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '任务编号', width: 90 },
      { dataIndex: 'appName', title: '应用', width: 120 },
      { dataIndex: 'merchantOrderId', title: '商户订单号', width: 190 },
      { dataIndex: 'type', title: '通知类型', type: 'dict', dict: 'pay_notify_type', width: 100 },
      { dataIndex: 'dataId', title: '关联编号', width: 90 },
      { dataIndex: 'status', title: '通知状态', type: 'dict', dict: 'pay_notify_status', width: 130 },
      { key: 'times', title: '通知次数', width: 90, render: (_, r) => `${r.notifyTimes} / ${r.maxNotifyTimes}` },
      { dataIndex: 'lastExecuteTime', title: '最后通知', type: 'datetime', width: 170 },
      { dataIndex: 'nextNotifyTime', title: '下次通知', type: 'datetime', width: 170 },
      { dataIndex: 'notifyUrl', title: '回调地址', ellipsis: true, hidden: true },
    ],
    rowActions: [{ key: 'detail', label: '查看详情', icon: <EyeOutlined />, permission: 'pay:notify:query', onClick: (r) => setDetailId(r.id) }],
    actionWidth: 120,
    scrollX: 1400,
  };
  return (
    <>
      <CrudPage config={config} />
      {detailId != null ? <NotifyDetail id={detailId} onClose={() => setDetailId(null)} /> : null}
    </>
  );
}
