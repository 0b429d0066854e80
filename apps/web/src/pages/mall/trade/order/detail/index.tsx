import { useState } from 'react';
import { Alert, App, Avatar, Button, Card, Descriptions, Empty, Form, Input, Modal, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { TradeError, TradeOrderDeliveryReq, TradeOrderRemarkReq, type TradeOrderDetailResp, type TradeOrderItemResp } from '@gprs/contract';
import { Access } from '../../../../../shared/access';
import { zodRule } from '../../../../../shared/crud-kit';
import { DictTag } from '../../../../../shared/dict';
import { RequestError, request } from '../../../../../shared/request';
import { useConfirm } from '../../../../../shared/table-kit';
import { formatDate } from '../../../../../shared/utils/date';
import { formatFen } from '../../../../../features/mall/lib/money';
import { adminOrderActions } from '../../../../../features/mall/lib/order-rules';
import { TablePicture } from '../../../../../features/mall/components/picture-input';
import { RecordNotFound } from '../../../../../features/errors/components/record-not-found';

const USER_TYPE: Record<number, string> = { 0: '系统', 1: '会员', 2: '管理员' };

/** /trade/order/detail?id= — the order: items, amounts, pay info, member, timeline, 备注, 发货 / 收货 / 取消 by state. */
export default function TradeOrderDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: ['trade', 'order', 'detail', id],
    queryFn: () => request.get<TradeOrderDetailResp>('/trade/order/get-detail', { id }),
    enabled: valid,
  });
  if (!valid) return <Alert type="error" showIcon title="缺少订单编号" description="请从订单列表打开订单详情" />;
  if (detail.isPending) return <Spin style={{ display: 'block', padding: 80 }} />;
  const missing = !detail.isError ? !detail.data : detail.error instanceof RequestError && detail.error.code === TradeError.ORDER_NOT_FOUND.code;
  if (missing) return <RecordNotFound what="订单" id={params.get('id')} backTo="/trade/order" backText="返回订单列表" />;
  if (detail.isError) return <Alert type="error" showIcon title="订单加载失败" description={detail.error.message} />;
  return <OrderDetail order={detail.data} />;
}

function OrderDetail({ order }: { order: TradeOrderDetailResp }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'remark' | 'delivery' | null>(null);
  const actions = adminOrderActions(order);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['trade', 'order'] });

  const run = async (text: string, call: () => Promise<unknown>, done: string) => {
    if (!(await confirm(text))) return;
    await call();
    void message.success(done);
    refresh();
  };

  const itemColumns = [
    { key: 'pic', title: '图片', width: 70, render: (_: unknown, r: TradeOrderItemResp) => <TablePicture src={r.picUrl} /> },
    { key: 'name', title: '商品', render: (_: unknown, r: TradeOrderItemResp) => <Space orientation="vertical" size={0}><span>{r.spuName}</span><Typography.Text type="secondary">{r.properties.map((p) => `${p.propertyName}：${p.valueName}`).join('；') || '默认规格'}</Typography.Text></Space> },
    { key: 'price', title: '单价', width: 110, render: (_: unknown, r: TradeOrderItemResp) => formatFen(r.price) },
    { key: 'count', title: '数量', width: 70, dataIndex: 'count' },
    { key: 'payPrice', title: '小计', width: 110, render: (_: unknown, r: TradeOrderItemResp) => formatFen(r.payPrice) },
    { key: 'benefit', title: '权益', width: 160, render: (_: unknown, r: TradeOrderItemResp) => (r.benefitDays ? <Space size={4}><DictTag type="product_benefit_type" value={r.benefitType} />{r.benefitDays} 天</Space> : <DictTag type="product_benefit_type" value={r.benefitType} />) },
    { key: 'afterSale', title: '售后', width: 100, render: (_: unknown, r: TradeOrderItemResp) => <DictTag type="trade_order_item_after_sale_status" value={r.afterSaleStatus} /> },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="order-detail">
      <Card
        title={
          <Space>
            <span>订单 {order.no}</span>
            <DictTag type="trade_order_status" value={order.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Access permission="trade:order:update">
              <Button onClick={() => setDialog('remark')}>备注</Button>
              {actions.deliver ? (
                <Button type="primary" onClick={() => setDialog('delivery')}>
                  发货
                </Button>
              ) : null}
              {actions.receive ? <Button onClick={() => void run('确认该订单已收货？', () => request.put('/trade/order/receive', undefined, { params: { id: order.id } }), '已确认收货').catch(() => undefined)}>确认收货</Button> : null}
              {actions.cancel ? (
                <Button danger onClick={() => void run('确认取消该订单？取消后库存将退回。', () => request.put('/trade/order/cancel', undefined, { params: { id: order.id } }), '订单已取消').catch(() => undefined)}>
                  取消订单
                </Button>
              ) : null}
            </Access>
            <Button onClick={() => void navigate('/trade/order')}>返回列表</Button>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="订单号">{order.no}</Descriptions.Item>
          <Descriptions.Item label="订单类型"><DictTag type="trade_order_type" value={order.type} /></Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatDate(order.createTime)}</Descriptions.Item>
          <Descriptions.Item label="支付截止">{formatDate(order.payExpireTime)}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{order.finishTime ? formatDate(order.finishTime) : '-'}</Descriptions.Item>
          <Descriptions.Item label="取消">{order.cancelTime ? <Space size={4}>{formatDate(order.cancelTime)}<DictTag type="trade_order_cancel_type" value={order.cancelType ?? undefined} /></Space> : '-'}</Descriptions.Item>
          <Descriptions.Item label="买家备注">{order.userRemark || '-'}</Descriptions.Item>
          <Descriptions.Item label="商家备注">{order.remark || '-'}</Descriptions.Item>
          <Descriptions.Item label="下单 IP">{order.userIp || '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="商品信息">
        <Table rowKey="id" size="small" pagination={false} columns={itemColumns} dataSource={order.items} scroll={{ x: 800 }} />
        <Descriptions column={{ xs: 1, md: 4 }} size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label="商品总额">{formatFen(order.totalPrice)}</Descriptions.Item>
          <Descriptions.Item label="应付金额"><b>{formatFen(order.payPrice)}</b></Descriptions.Item>
          <Descriptions.Item label="已退款">{formatFen(order.refundPrice)}</Descriptions.Item>
          <Descriptions.Item label="售后状态"><DictTag type="trade_order_item_after_sale_status" value={order.refundStatus} /></Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="支付信息">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="支付状态">{order.payStatus ? '已支付' : '未支付'}</Descriptions.Item>
          <Descriptions.Item label="支付渠道">{order.payChannelCode ? <DictTag type="pay_channel_code" value={order.payChannelCode} /> : '-'}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{order.payTime ? formatDate(order.payTime) : '-'}</Descriptions.Item>
          <Descriptions.Item label="支付单号">{order.payOrder?.no ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="支付单状态">{order.payOrder ? <DictTag type="pay_order_status" value={order.payOrder.status} /> : '-'}</Descriptions.Item>
          <Descriptions.Item label="支付金额">{order.payOrder ? formatFen(order.payOrder.price) : '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="会员信息">
        {order.user ? (
          <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small">
            <Descriptions.Item label="会员"><Space><Avatar size="small" src={order.user.avatar || undefined}>{order.user.nickname.slice(0, 1)}</Avatar>{order.user.nickname}</Space></Descriptions.Item>
            <Descriptions.Item label="用户名">{order.user.username}</Descriptions.Item>
            <Descriptions.Item label="手机号">{order.user.mobile || '-'}</Descriptions.Item>
            <Descriptions.Item label="会员编号">{order.user.id}</Descriptions.Item>
          </Descriptions>
        ) : (
          <span>{order.userNickname}</span>
        )}
      </Card>
      {order.type === 0 ? (
        <Card title="收货与物流">
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label="收货人">{order.receiverName || '-'}</Descriptions.Item>
            <Descriptions.Item label="手机号">{order.receiverMobile || '-'}</Descriptions.Item>
            <Descriptions.Item label="地址">{order.receiverDetailAddress || '-'}</Descriptions.Item>
            <Descriptions.Item label="物流公司">{order.logisticsName || '-'}</Descriptions.Item>
            <Descriptions.Item label="物流单号">{order.logisticsNo || '-'}</Descriptions.Item>
            <Descriptions.Item label="发货时间">{order.deliveryTime ? formatDate(order.deliveryTime) : '-'}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card title="订单日志">
        {order.logs.length === 0 ? (
          <Empty description="暂无日志" />
        ) : (
          <Timeline
            data-testid="order-timeline"
            items={order.logs.map((l) => ({
              key: l.id,
              content: (
                <Space orientation="vertical" size={0}>
                  <Space size={6}>
                    <b>{l.operateType}</b>
                    {l.afterStatus != null ? <DictTag type="trade_order_status" value={l.afterStatus} /> : null}
                    <Typography.Text type="secondary">{USER_TYPE[l.userType] ?? ''}</Typography.Text>
                  </Space>
                  <span>{l.content}</span>
                  <Typography.Text type="secondary">{formatDate(l.createTime)}</Typography.Text>
                </Space>
              ),
            }))}
          />
        )}
      </Card>
      {dialog === 'remark' ? (
        <FormDialog
          title="商家备注"
          initial={{ remark: order.remark ?? '' }}
          onCancel={() => setDialog(null)}
          onOk={async (v) => {
            await request.put('/trade/order/update-remark', { id: order.id, remark: v.remark ?? '' });
            void message.success('备注已保存');
            setDialog(null);
            refresh();
          }}
        >
          <Form.Item name="remark" label="备注" rules={[zodRule(TradeOrderRemarkReq, 'remark')]}>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder="仅商家可见" />
          </Form.Item>
        </FormDialog>
      ) : null}
      {dialog === 'delivery' ? (
        <FormDialog
          title="订单发货"
          initial={{ logisticsName: '', logisticsNo: '' }}
          onCancel={() => setDialog(null)}
          onOk={async (v) => {
            await request.put('/trade/order/delivery', { id: order.id, logisticsName: v.logisticsName, logisticsNo: v.logisticsNo });
            void message.success('发货成功');
            setDialog(null);
            refresh();
          }}
        >
          <Form.Item name="logisticsName" label="物流公司" required rules={[zodRule(TradeOrderDeliveryReq, 'logisticsName')]}>
            <Input placeholder="如：顺丰速运" maxLength={64} />
          </Form.Item>
          <Form.Item name="logisticsNo" label="物流单号" required rules={[zodRule(TradeOrderDeliveryReq, 'logisticsNo')]}>
            <Input placeholder="请输入物流单号" maxLength={64} />
          </Form.Item>
        </FormDialog>
      ) : null}
    </Space>
  );
}

/** A small form in a dialog: 确定 validates, then calls onOk (kept open and not doubled while it runs). */
function FormDialog({ title, initial, onOk, onCancel, children }: { title: string; initial: Record<string, unknown>; onOk(values: Record<string, string>): Promise<void>; onCancel(): void; children: React.ReactNode }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={title}
      open
      onCancel={onCancel}
      confirmLoading={busy}
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        setBusy(true);
        try {
          await onOk(values);
        } catch {
          // shown by the request layer
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} initialValues={initial} labelCol={{ flex: '90px' }}>
        {children}
      </Form>
    </Modal>
  );
}
