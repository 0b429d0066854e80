import { useState } from 'react';
import { App, Button, Form, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PlusOutlined, RollbackOutlined, WalletOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { PAY_DEMO_SPUS, type PayDemoOrderResp } from '@gprs/contract';
import { Access } from '../../../../shared/access';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { request } from '../../../../shared/request';
import { formatFen } from '../../../../features/mall/lib/money';

/** 接入示例 (menu component pay/demo/order/index): create a demo order → pay it at the cashier → refund it. */
export default function PayDemoOrderPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [creating, setCreating] = useState(false);
  const [spuId, setSpuId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const toCashier = (payOrderId: number) => void navigate(`/pay/cashier?id=${payOrderId}&returnUrl=${encodeURIComponent(pathname)}`);

  const config: CrudConfig<PayDemoOrderResp> = {
    entity: '示例订单',
    queryKey: ['pay', 'demo-order'],
    api: { page: '/pay/demo-order/page' },
    columns: [
      { dataIndex: 'id', title: '订单编号', width: 90 },
      { dataIndex: 'spuName', title: '商品名字', ellipsis: true },
      { dataIndex: 'price', title: '支付价格', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'refundPrice', title: '退款金额', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
      { dataIndex: 'payOrderId', title: '支付单号', width: 90 },
      { dataIndex: 'payStatus', title: '是否支付', width: 90, render: (v) => (v ? '已支付' : '未支付') },
      { dataIndex: 'payTime', title: '支付时间', type: 'datetime', width: 170 },
      { dataIndex: 'payChannelCode', title: '支付渠道', type: 'dict', dict: 'pay_channel_code', width: 100 },
      { dataIndex: 'refundTime', title: '退款时间', type: 'datetime', width: 170 },
    ],
    rowActions: [
      { key: 'pay', label: '前往支付', icon: <WalletOutlined />, show: (r) => !r.payStatus, onClick: (r) => toCashier(r.payOrderId) },
      {
        key: 'refund',
        label: '发起退款',
        danger: true,
        icon: <RollbackOutlined />,
        permission: 'pay:demo-order:refund',
        show: (r) => r.payStatus && !r.payRefundId,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`是否确认退款示例订单"${r.id}"（${formatFen(r.price)}）？`))) return;
          await request.put('/pay/demo-order/refund', undefined, { params: { id: r.id } });
          void message.success('退款已发起');
          ctx.refresh();
        },
      },
    ],
    toolbar: () => (
      <Access permission="pay:demo-order:create">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          发起订单
        </Button>
      </Access>
    ),
    actionWidth: 200,
    scrollX: 1500,
  };
  return (
    <>
      <CrudPage config={config} />
      <Modal
        title="发起订单"
        open={creating}
        confirmLoading={busy}
        okButtonProps={{ disabled: spuId == null }}
        onCancel={() => setCreating(false)}
        onOk={async () => {
          if (spuId == null) return;
          setBusy(true);
          try {
            const id = await request.post<number>('/pay/demo-order/create', { spuId });
            // the list shows the new order at once (also when the user comes back from the cashier)
            void queryClient.invalidateQueries({ queryKey: ['pay', 'demo-order'] });
            const order = await request.get<PayDemoOrderResp>('/pay/demo-order/get', { id });
            setCreating(false);
            void message.success('订单已创建，前往收银台');
            toCashier(order.payOrderId);
          } catch {
            // shown by the request layer
          } finally {
            setBusy(false);
          }
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label="商品" required>
            <Select
              placeholder="请选择下单商品"
              value={spuId}
              onChange={setSpuId}
              options={PAY_DEMO_SPUS.map((s) => ({ label: `${s.name}（${formatFen(s.price)}）`, value: s.id }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
