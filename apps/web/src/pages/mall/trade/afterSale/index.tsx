import { useState } from 'react';
import { App, Descriptions, Form, Input, Modal, Space, Spin } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TradeAfterSaleDisagreeReq, TradeAfterSaleStatus, type TradeAfterSaleDetailResp, type TradeAfterSaleResp } from '@gprs/contract';
import { CrudPage, zodRule, type CrudConfig } from '../../../../shared/crud-kit';
import { DictTag } from '../../../../shared/dict';
import { request } from '../../../../shared/request';
import { formatDate } from '../../../../shared/utils/date';
import { formatFen } from '../../../../features/mall/lib/money';
import { orderItemsText } from '../../../../features/mall/lib/order-rules';

const KEY = ['trade', 'after-sale'] as const;

function AfterSaleDetail({ id, onClose }: { id: number; onClose(): void }) {
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: [...KEY, 'detail', id], queryFn: () => request.get<TradeAfterSaleDetailResp>('/trade/after-sale/get-detail', { id }) });
  const d = detail.data;
  return (
    <Modal title="售后详情" open width={820} footer={null} onCancel={onClose} destroyOnHidden>
      {!d ? (
        detail.isError ? <span>加载失败：{detail.error.message}</span> : <Spin />
      ) : (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="售后单号">{d.no}</Descriptions.Item>
          <Descriptions.Item label="售后状态"><DictTag type="trade_after_sale_status" value={d.status} /></Descriptions.Item>
          <Descriptions.Item label="售后类型"><DictTag type="trade_after_sale_type" value={d.type} /></Descriptions.Item>
          <Descriptions.Item label="售后方式"><DictTag type="trade_after_sale_way" value={d.way} /></Descriptions.Item>
          <Descriptions.Item label="订单号">
            <a onClick={() => void navigate(`/trade/order/detail?id=${d.orderId}`)}>{d.orderNo}</a>
          </Descriptions.Item>
          <Descriptions.Item label="会员">{d.userNickname}</Descriptions.Item>
          <Descriptions.Item label="商品" span={2}>{orderItemsText(d.order.items)}</Descriptions.Item>
          <Descriptions.Item label="退款金额">{formatFen(d.refundPrice)}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{formatDate(d.createTime)}</Descriptions.Item>
          <Descriptions.Item label="申请原因" span={2}>{d.reason}</Descriptions.Item>
          <Descriptions.Item label="补充描述" span={2}>{d.description || '-'}</Descriptions.Item>
          <Descriptions.Item label="审批时间">{d.auditTime ? formatDate(d.auditTime) : '-'}</Descriptions.Item>
          <Descriptions.Item label="退款时间">{d.refundTime ? formatDate(d.refundTime) : '-'}</Descriptions.Item>
          <Descriptions.Item label="审批备注" span={2}>{d.auditReason || '-'}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/** 拒绝 with a reason the member will see. */
function DisagreeDialog({ row, onClose }: { row: TradeAfterSaleResp; onClose(done: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={`拒绝售后 ${row.no}`}
      open
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        setBusy(true);
        try {
          await request.put('/trade/after-sale/disagree', { id: row.id, auditReason: v.auditReason });
          void message.success('已拒绝该售后申请');
          onClose(true);
        } catch {
          // shown by the request layer
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="auditReason" label="拒绝原因" required rules={[zodRule(TradeAfterSaleDisagreeReq, 'auditReason')]}>
          <Input.TextArea rows={4} maxLength={255} showCount placeholder="请输入拒绝原因，会员可以看到" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 售后退款 (menu component mall/trade/afterSale/index): refund requests; 同意 refunds through the pay centre, 拒绝 needs a reason. */
export default function TradeAfterSalePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [refusing, setRefusing] = useState<TradeAfterSaleResp | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: ['trade', 'order'] });
  };
  const config: CrudConfig<TradeAfterSaleResp> = {
    entity: '售后',
    queryKey: KEY,
    api: { page: '/trade/after-sale/page' },
    search: [
      { name: 'no', label: '售后单号', placeholder: '请输入售后单号' },
      { name: 'orderNo', label: '订单号', placeholder: '请输入订单号' },
      { name: 'status', label: '售后状态', type: 'select', dict: 'trade_after_sale_status', width: 150 },
      { name: 'createTime', label: '申请时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'no', title: '售后单号', width: 200 },
      { dataIndex: 'status', title: '售后状态', type: 'dict', dict: 'trade_after_sale_status', width: 110 },
      { dataIndex: 'orderNo', title: '订单号', width: 200 },
      { dataIndex: 'spuName', title: '商品', ellipsis: true },
      { dataIndex: 'userNickname', title: '会员', width: 110 },
      { dataIndex: 'refundPrice', title: '退款金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'reason', title: '申请原因', ellipsis: true },
      { dataIndex: 'createTime', title: '申请时间', type: 'datetime', width: 170 },
    ],
    rowActions: [
      { key: 'detail', label: '详情', icon: <EyeOutlined />, onClick: (r) => setDetailId(r.id) },
      {
        key: 'agree',
        label: '同意',
        icon: <CheckOutlined />,
        permission: 'trade:after-sale:agree',
        show: (r) => r.status === TradeAfterSaleStatus.APPLY,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`确认同意售后 ${r.no}？将通过支付中心退款 ${formatFen(r.refundPrice)}，并收回订单对应的权益。`))) return;
          await request.put('/trade/after-sale/agree', undefined, { params: { id: r.id } });
          void message.success('已同意，退款已发起');
          refresh();
        },
      },
      { key: 'disagree', label: '拒绝', danger: true, icon: <CloseOutlined />, permission: 'trade:after-sale:disagree', show: (r) => r.status === TradeAfterSaleStatus.APPLY, onClick: (r) => setRefusing(r) },
    ],
    actionWidth: 220,
    scrollX: 1400,
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <CrudPage config={config} />
      {detailId != null ? <AfterSaleDetail id={detailId} onClose={() => setDetailId(null)} /> : null}
      {refusing ? (
        <DisagreeDialog
          row={refusing}
          onClose={(done) => {
            setRefusing(null);
            if (done) refresh();
          }}
        />
      ) : null}
    </Space>
  );
}
