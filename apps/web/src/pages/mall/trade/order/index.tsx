import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TradeOrderResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { formatFen } from '../../../../features/mall/lib/money';
import { orderItemsText } from '../../../../features/mall/lib/order-rules';

/** 订单列表 (menu component mall/trade/order/index): filters by number, member, status, type and time; 详情 opens the order. */
export default function TradeOrderPage() {
  const navigate = useNavigate();
  const open = (row: TradeOrderResp) => void navigate(`/trade/order/detail?id=${row.id}`);
  const config: CrudConfig<TradeOrderResp> = {
    entity: '订单',
    queryKey: ['trade', 'order'],
    api: { page: '/trade/order/page', export: '/trade/order/export' },
    permissions: { export: 'trade:order:export' },
    search: [
      { name: 'no', label: '订单号', placeholder: '请输入订单号' },
      { name: 'userNickname', label: '会员', placeholder: '昵称或用户名' },
      { name: 'status', label: '订单状态', type: 'select', dict: 'trade_order_status', width: 150 },
      { name: 'type', label: '订单类型', type: 'select', dict: 'trade_order_type', width: 150 },
      { name: 'payChannelCode', label: '支付渠道', type: 'select', dict: 'pay_channel_code', dictValue: 'str', width: 150 },
      { name: 'createTime', label: '下单时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'no', title: '订单号', width: 200, render: (v, row) => <a onClick={() => open(row)}>{v}</a> },
      { dataIndex: 'userNickname', title: '会员', width: 120, ellipsis: true },
      { dataIndex: 'status', title: '订单状态', type: 'dict', dict: 'trade_order_status', width: 100 },
      { key: 'items', title: '商品', ellipsis: true, align: 'left', render: (_, row) => orderItemsText(row.items) },
      { dataIndex: 'payPrice', title: '实付金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'type', title: '订单类型', type: 'dict', dict: 'trade_order_type', width: 100 },
      { dataIndex: 'refundStatus', title: '售后状态', type: 'dict', dict: 'trade_order_item_after_sale_status', width: 100, hidden: true },
      { dataIndex: 'payChannelCode', title: '支付渠道', type: 'dict', dict: 'pay_channel_code', width: 100 },
      { dataIndex: 'payTime', title: '支付时间', type: 'datetime', width: 170, hidden: true },
      { dataIndex: 'createTime', title: '下单时间', type: 'datetime', width: 170 },
    ],
    rowActions: [{ key: 'detail', label: '详情', icon: <EyeOutlined />, permission: 'trade:order:query', onClick: open }],
    exportText: '是否确认导出订单数据？',
    exportFileName: '订单.xlsx',
    actionWidth: 100,
    scrollX: 1400,
  };
  return <CrudPage config={config} />;
}
