import { useEffect, useState } from 'react';
import { App, Button, Card, Empty, Form, Input, Modal, Pagination, Segmented, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { TradeAfterSaleCreateReq, TradeOrderStatus, type TradeOrderResp } from '@gprs/contract';
import { QueryState } from '../../../shared/market/components';
import { DictTag } from '../../../shared/dict';
import { zodRule } from '../../../shared/crud-kit/rules';
import { formatDate } from '../../../shared/utils/date';
import { cashierUrl, mallApi } from '../api/member';
import { formatFen } from '../lib/money';
import { countdown, memberOrderActions, orderItemsText } from '../lib/order-rules';
import '../components/mall-public.css';

const FILTERS = [
  { label: '全部', value: -1 },
  { label: '待支付', value: TradeOrderStatus.UNPAID },
  { label: '待发货', value: TradeOrderStatus.UNDELIVERED },
  { label: '已完成', value: TradeOrderStatus.COMPLETED },
  { label: '已取消', value: TradeOrderStatus.CANCELED },
];

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

function RefundDialog({ order, onClose }: { order: TradeOrderResp; onClose(done: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const apply = useMutation({
    mutationFn: (v: { reason: string; description?: string }) => mallApi.applyRefund({ orderId: order.id, ...v }),
    onSuccess: () => {
      void message.success('退款申请已提交，请等待审核');
      onClose(true);
    },
  });
  return (
    <Modal
      title={`申请退款：${order.no}`}
      open
      okText="提交申请"
      confirmLoading={apply.isPending}
      onCancel={() => onClose(false)}
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (v) apply.mutate(v);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">退款金额 {formatFen(order.payPrice)}，审核通过后原路退回，所购权益同时收回。</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="退款原因" required rules={[zodRule(TradeAfterSaleCreateReq, 'reason')]}>
          <Input maxLength={255} placeholder="例如：误购、不需要了" />
        </Form.Item>
        <Form.Item name="description" label="补充描述" rules={[zodRule(TradeAfterSaleCreateReq, 'description')]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 我的订单 (/userOrder, member area): the member's orders with status; 去支付 / 取消 for unpaid, 申请退款 for paid. */
export default function UserOrderPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const now = useNow();
  const [status, setStatus] = useState(-1);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [refunding, setRefunding] = useState<TradeOrderResp | null>(null);
  const params = { ...paging, ...(status >= 0 ? { status } : {}) };
  const q = useQuery({ queryKey: ['trade', 'my-orders', params], queryFn: () => mallApi.myOrders(params), placeholderData: keepPreviousData });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['trade', 'my-orders'] });
  const cancel = useMutation({
    mutationFn: (id: number) => mallApi.cancelOrder(id),
    onSuccess: () => {
      void message.success('订单已取消');
      refresh();
    },
  });

  return (
    <Card
      title="我的订单"
      extra={
        <Link to="/vip">
          <Button type="link">去开通会员服务</Button>
        </Link>
      }
    >
      <Segmented
        options={FILTERS}
        value={status}
        onChange={(v) => {
          setStatus(v as number);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      <QueryState query={q} rows={6}>
        {(page) =>
          page.list.length === 0 ? (
            <Empty description="暂无订单">
              <Button type="primary" onClick={() => void navigate('/vip')}>
                去看看会员服务
              </Button>
            </Empty>
          ) : (
            <>
              {page.list.map((o) => {
                const act = memberOrderActions(o, now);
                return (
                  <Card key={o.id} size="small" className="mall-order" data-testid={`my-order-${o.no}`}>
                    <div className="mall-order__head">
                      <Space wrap size={8}>
                        <Typography.Text type="secondary">订单号 {o.no}</Typography.Text>
                        <Typography.Text type="secondary">{formatDate(o.createTime)}</Typography.Text>
                      </Space>
                      <Space size={4}>
                        <DictTag type="trade_order_status" value={o.status} />
                        {o.refundStatus ? <DictTag type="trade_order_item_after_sale_status" value={o.refundStatus} /> : null}
                      </Space>
                    </div>
                    <div style={{ margin: '8px 0' }}>{orderItemsText(o.items)}</div>
                    <div className="mall-order__foot">
                      <span>
                        实付 <b>{formatFen(o.payPrice)}</b>
                        {act.pay ? <Typography.Text type="danger" style={{ marginLeft: 8 }}>剩余 {countdown(o.payExpireTime, now)}</Typography.Text> : null}
                      </span>
                      <Space wrap>
                        {act.pay && o.payOrderId ? (
                          <Button type="primary" size="small" onClick={() => void navigate(cashierUrl(o.payOrderId!))} data-testid="order-pay">
                            去支付
                          </Button>
                        ) : null}
                        {act.cancel ? (
                          <Button
                            size="small"
                            loading={cancel.isPending && cancel.variables === o.id}
                            onClick={() =>
                              modal.confirm({
                                title: '系统提示',
                                content: `确认取消订单 ${o.no}？`,
                                okText: '确定',
                                cancelText: '取消',
                                onOk: () => cancel.mutateAsync(o.id).catch(() => undefined),
                              })
                            }
                          >
                            取消订单
                          </Button>
                        ) : null}
                        {act.refund ? (
                          <Button size="small" onClick={() => setRefunding(o)} data-testid="order-refund">
                            申请退款
                          </Button>
                        ) : null}
                      </Space>
                    </div>
                  </Card>
                );
              })}
              <Pagination
                align="end"
                size="small"
                total={page.total}
                current={paging.pageNo}
                pageSize={paging.pageSize}
                showTotal={(t) => `共 ${t} 条`}
                onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
              />
            </>
          )
        }
      </QueryState>
      {refunding ? (
        <RefundDialog
          order={refunding}
          onClose={(done) => {
            setRefunding(null);
            if (done) refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
