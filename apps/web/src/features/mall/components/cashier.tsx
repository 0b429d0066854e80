import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PayChannelCode, PayOrderStatus } from '@gprs/contract';
import { cashierOrderQuery, submitPayOrder } from '../api/pay';
import { formatFen } from '../lib/money';
import { cashierState, countdown } from '../lib/order-rules';
import './cashier.css';

/** The clock, ticking every second while `on`. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [on]);
  return now;
}

export interface CashierProps {
  payOrderId: number;
  /** where 返回 goes after paying (a path of this site) */
  returnUrl: string;
  returnLabel: string;
}

/**
 * 收银台: the pay order's subject, amount and expiry countdown, the app's open channels, 支付 (one request at a time;
 * the server is idempotent by order too), then back to the order. A paid, closed or expired order says so and offers
 * no payment.
 */
export function Cashier({ payOrderId, returnUrl, returnLabel }: CashierProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery(cashierOrderQuery(payOrderId));
  const [channel, setChannel] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  const [paidNow, setPaidNow] = useState(false);
  const inFlight = useRef(false);
  const o = order.data;
  const now = useNow(!!o && o.status === PayOrderStatus.WAITING && !paidNow);

  if (order.isError) return <Result status="warning" title="无法打开收银台" subTitle={order.error.message} extra={<Button onClick={() => void navigate(returnUrl)}>{returnLabel}</Button>} />;
  if (!o) return <Spin style={{ display: 'block', padding: 80 }} />;

  const live = cashierState(o, now);
  const selected = channel ?? o.channels[0]?.code;
  const walletShort = selected === PayChannelCode.WALLET && o.walletBalance != null && o.walletBalance < o.price;

  const pay = async () => {
    if (inFlight.current || !selected) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const r = await submitPayOrder({ id: o.id, channelCode: selected, returnUrl });
      if (r.status === PayOrderStatus.SUCCESS) {
        setPaidNow(true);
        void message.success('支付成功');
        // what the payment changed: the orders, the entitlements (/vip), the wallet (a top-up or a wallet payment)
        for (const queryKey of [['trade'], ['mall', 'my-benefits'], ['wallet']]) void queryClient.invalidateQueries({ queryKey });
      } else {
        void message.info('支付处理中，请稍后查看订单');
      }
    } catch {
      // the request layer showed why (已支付 / 已过期 / 余额不足 …); show the order as it is now
      void order.refetch();
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  if (paidNow) {
    return (
      <Result
        status="success"
        title="支付成功"
        subTitle={`${o.subject}，已支付 ${formatFen(o.price)}`}
        extra={
          <Button type="primary" onClick={() => void navigate(returnUrl)} data-testid="cashier-return">
            {returnLabel}
          </Button>
        }
      />
    );
  }

  return (
    <Card className="mall-cashier" title="收银台" data-testid="cashier">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="商品">{o.subject}</Descriptions.Item>
        <Descriptions.Item label="支付单号">{o.no}</Descriptions.Item>
        <Descriptions.Item label="应付金额">
          <span className="mall-cashier__price" data-testid="cashier-price">
            {formatFen(o.price)}
          </span>
        </Descriptions.Item>
        {live.kind === 'pay' ? (
          <Descriptions.Item label="剩余支付时间">
            <Typography.Text type="danger" data-testid="cashier-countdown">
              {countdown(o.expireTime, now)}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {live.kind !== 'pay' ? (
        <Result
          status={live.kind === 'paid' ? 'success' : 'warning'}
          title={live.message}
          extra={<Button onClick={() => void navigate(returnUrl)}>{returnLabel}</Button>}
          data-testid="cashier-blocked"
        />
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            选择支付方式
          </Typography.Title>
          <div role="radiogroup" aria-label="支付方式" className="mall-cashier__channels">
            {o.channels.map((c) => (
              <button
                key={c.code}
                type="button"
                role="radio"
                aria-checked={selected === c.code}
                className={selected === c.code ? 'mall-cashier__channel mall-cashier__channel--on' : 'mall-cashier__channel'}
                onClick={() => setChannel(c.code)}
                data-testid={`cashier-channel-${c.code}`}
              >
                <span className="mall-cashier__name">{c.name}</span>
                {c.code === PayChannelCode.WALLET && o.walletBalance != null ? <span className="mall-cashier__balance">余额 {formatFen(o.walletBalance)}</span> : null}
                {c.code === PayChannelCode.MOCK ? <span className="mall-cashier__balance">演示渠道，不会真实扣款</span> : null}
              </button>
            ))}
          </div>
          {walletShort ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title="钱包余额不足，请选择其它支付方式" /> : null}
          <Space wrap style={{ marginTop: 20 }}>
            <Button type="primary" size="large" loading={paying} disabled={paying || walletShort || !selected} onClick={() => void pay()} data-testid="cashier-pay">
              {paying ? '支付中…' : `支付 ${formatFen(o.price)}`}
            </Button>
            <Button size="large" disabled={paying} onClick={() => void navigate(returnUrl)}>
              {returnLabel}
            </Button>
          </Space>
        </>
      )}
    </Card>
  );
}
