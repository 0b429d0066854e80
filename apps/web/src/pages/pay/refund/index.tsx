import { useQuery } from '@tanstack/react-query';
import type { PayAppSimpleResp, PayRefundDetailResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';
import { formatFen } from '../../../features/mall/lib/money';

/** 退款订单 (menu component pay/refund/index): refunds with filters, detail and export. */
export default function PayRefundPage() {
  const apps = useQuery({ queryKey: ['pay', 'app', 'simple'], queryFn: () => request.get<PayAppSimpleResp[]>('/pay/app/list') });
  const config: CrudConfig<PayRefundDetailResp> = {
    entity: '退款订单',
    queryKey: ['pay', 'refund'],
    api: { page: '/pay/refund/page', get: '/pay/refund/get-detail', export: '/pay/refund/export' },
    permissions: { export: 'pay:refund:export' },
    search: [
      { name: 'appId', label: '应用', type: 'select', width: 160, options: () => (apps.data ?? []).map((a) => ({ label: a.name, value: a.id })) },
      { name: 'channelCode', label: '退款渠道', type: 'select', dict: 'pay_channel_code', dictValue: 'str', width: 150 },
      { name: 'merchantOrderId', label: '商户支付单号' },
      { name: 'merchantRefundId', label: '商户退款单号' },
      { name: 'no', label: '退款单号' },
      { name: 'status', label: '退款状态', type: 'select', dict: 'pay_refund_status', width: 150 },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'no', title: '退款单号', width: 200 },
      { dataIndex: 'orderNo', title: '支付单号', width: 200 },
      { dataIndex: 'merchantRefundId', title: '商户退款单号', width: 180 },
      { dataIndex: 'appName', title: '应用', width: 120 },
      { dataIndex: 'payPrice', title: '支付金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'refundPrice', title: '退款金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'reason', title: '退款原因', ellipsis: true },
      { dataIndex: 'status', title: '退款状态', type: 'dict', dict: 'pay_refund_status', width: 100 },
      { dataIndex: 'channelCode', title: '退款渠道', type: 'dict', dict: 'pay_channel_code', width: 100 },
      { dataIndex: 'successTime', title: '退款时间', type: 'datetime', width: 170 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
    ],
    detail: {
      title: '退款订单详情',
      permission: 'pay:refund:query',
      items: [
        { label: '应用', dataIndex: 'appName' },
        { label: '退款单号', dataIndex: 'no' },
        { label: '支付单号', dataIndex: 'orderNo' },
        { label: '商户支付单号', dataIndex: 'merchantOrderId' },
        { label: '商户退款单号', dataIndex: 'merchantRefundId' },
        { label: '渠道退款单号', dataIndex: 'channelRefundNo' },
        { label: '支付金额', dataIndex: 'payPrice', render: (v) => formatFen(v) },
        { label: '退款金额', dataIndex: 'refundPrice', render: (v) => formatFen(v) },
        { label: '退款状态', dataIndex: 'status', type: 'dict', dict: 'pay_refund_status' },
        { label: '退款渠道', dataIndex: 'channelCode', type: 'dict', dict: 'pay_channel_code' },
        { label: '退款原因', dataIndex: 'reason' },
        { label: '用户 IP', dataIndex: 'userIp' },
        { label: '创建时间', dataIndex: 'createTime', type: 'datetime' },
        { label: '退款时间', dataIndex: 'successTime', type: 'datetime' },
        { label: '错误码', dataIndex: 'channelErrorCode' },
        { label: '错误信息', dataIndex: 'channelErrorMsg' },
        { label: '回调地址', dataIndex: 'notifyUrl', span: 2 },
        { label: '渠道原始数据', dataIndex: 'channelNotifyData', type: 'pre', span: 2 },
      ],
    },
    exportText: '是否确认导出退款订单？',
    exportFileName: '退款订单.xlsx',
    actionWidth: 100,
    scrollX: 1700,
  };
  return <CrudPage config={config} />;
}
