import { useQuery } from '@tanstack/react-query';
import type { PayAppSimpleResp, PayOrderDetailResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';
import { formatFen } from '../../../features/mall/lib/money';

/** 支付订单 (menu component pay/order/index): pay orders with filters, detail and export. */
export default function PayOrderPage() {
  const apps = useQuery({ queryKey: ['pay', 'app', 'simple'], queryFn: () => request.get<PayAppSimpleResp[]>('/pay/app/list') });
  const config: CrudConfig<PayOrderDetailResp> = {
    entity: '支付订单',
    queryKey: ['pay', 'order'],
    api: { page: '/pay/order/page', get: '/pay/order/get-detail', export: '/pay/order/export' },
    permissions: { export: 'pay:order:export' },
    search: [
      { name: 'appId', label: '应用', type: 'select', width: 160, options: () => (apps.data ?? []).map((a) => ({ label: a.name, value: a.id })) },
      { name: 'channelCode', label: '支付渠道', type: 'select', dict: 'pay_channel_code', dictValue: 'str', width: 150 },
      { name: 'merchantOrderId', label: '商户单号', placeholder: '请输入商户单号' },
      { name: 'no', label: '支付单号', placeholder: '请输入支付单号' },
      { name: 'status', label: '支付状态', type: 'select', dict: 'pay_order_status', width: 150 },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'no', title: '支付单号', width: 200 },
      { dataIndex: 'merchantOrderId', title: '商户单号', width: 180 },
      { dataIndex: 'appName', title: '应用', width: 120 },
      { dataIndex: 'subject', title: '商品标题', ellipsis: true },
      { dataIndex: 'price', title: '支付金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'refundPrice', title: '退款金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'channelFeePrice', title: '手续费', width: 100, render: (v) => formatFen(v), hidden: true },
      { dataIndex: 'status', title: '支付状态', type: 'dict', dict: 'pay_order_status', width: 100 },
      { dataIndex: 'channelCode', title: '支付渠道', type: 'dict', dict: 'pay_channel_code', width: 100 },
      { dataIndex: 'successTime', title: '支付时间', type: 'datetime', width: 170 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
    ],
    detail: {
      title: '支付订单详情',
      permission: 'pay:order:query',
      items: [
        { label: '应用', dataIndex: 'appName' },
        { label: '商品标题', dataIndex: 'subject' },
        { label: '商户单号', dataIndex: 'merchantOrderId' },
        { label: '支付单号', dataIndex: 'no' },
        { label: '支付金额', dataIndex: 'price', render: (v) => formatFen(v) },
        { label: '手续费', dataIndex: 'channelFeePrice', render: (v, r) => `${formatFen(v)}（费率 ${r.channelFeeRate}%）` },
        { label: '退款金额', dataIndex: 'refundPrice', render: (v) => formatFen(v) },
        { label: '支付状态', dataIndex: 'status', type: 'dict', dict: 'pay_order_status' },
        { label: '支付渠道', dataIndex: 'channelCode', type: 'dict', dict: 'pay_channel_code' },
        { label: '渠道单号', dataIndex: 'channelOrderNo' },
        { label: '用户 IP', dataIndex: 'userIp' },
        { label: '创建时间', dataIndex: 'createTime', type: 'datetime' },
        { label: '失效时间', dataIndex: 'expireTime', type: 'datetime' },
        { label: '支付时间', dataIndex: 'successTime', type: 'datetime' },
        { label: '回调地址', dataIndex: 'notifyUrl', span: 2 },
        { label: '商品描述', dataIndex: 'body', span: 2 },
        { label: '渠道原始数据', dataIndex: 'channelNotifyData', type: 'pre', span: 2 },
      ],
    },
    exportText: '是否确认导出支付订单？',
    exportFileName: '支付订单.xlsx',
    actionWidth: 100,
    scrollX: 1600,
  };
  return <CrudPage config={config} />;
}
