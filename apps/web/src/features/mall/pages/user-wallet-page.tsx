import { useState } from 'react';
import { Alert, Button, Card, Empty, InputNumber, Pagination, Space, Statistic, Typography } from 'antd';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PayChannelCode, WALLET_RECHARGE_MAX_FEN, WALLET_RECHARGE_MIN_FEN, rechargeAmounts, type PayWalletRechargePackageResp } from '@gprs/contract';
import { QueryState } from '../../../shared/market/components';
import { DictTag } from '../../../shared/dict';
import { formatDate } from '../../../shared/utils/date';
import { cashierUrl } from '../api/member';
import { walletApi, walletKeys } from '../api/wallet';
import { formatFen, yuanToFen } from '../lib/money';
import '../components/mall-public.css';

type Pick = { kind: 'package'; pkg: PayWalletRechargePackageResp } | { kind: 'amount'; fen: number | undefined };

/** 充值: a package (with its bonus) or a free amount, then the cashier of the top-up's pay order. */
function Recharge() {
  const navigate = useNavigate();
  const packages = useQuery({ queryKey: walletKeys.packages, queryFn: walletApi.packages });
  const channels = useQuery({ queryKey: walletKeys.channels, queryFn: walletApi.channels, staleTime: 0 });
  const [pick, setPick] = useState<Pick | null>(null);
  const create = useMutation({
    mutationFn: walletApi.recharge,
    onSuccess: (r) => void navigate(cashierUrl(r.payOrderId, '/userWallet')),
  });
  const chosen = pick ?? (packages.data?.[0] ? { kind: 'package' as const, pkg: packages.data[0] } : null);
  const amounts =
    chosen?.kind === 'package' ? rechargeAmounts({ package: chosen.pkg }) : chosen?.kind === 'amount' && chosen.fen !== undefined ? rechargeAmounts({ payPrice: chosen.fen }) : null;
  const amountOk = !!amounts && amounts.payPrice >= WALLET_RECHARGE_MIN_FEN && amounts.payPrice <= WALLET_RECHARGE_MAX_FEN;
  const open = channels.data ?? [];
  const demoOnly = open.length > 0 && open.every((c) => c.code === PayChannelCode.MOCK);

  return (
    <Card title="充值" className="mall-wallet__recharge" data-testid="wallet-recharge">
      {channels.isSuccess && open.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="在线充值暂未开通"
          description="本站尚未接入支付宝、微信支付等在线支付渠道，钱包暂不能自助充值（钱包余额不能用于给钱包充值）。如需充值，请联系客服由后台为您充值。"
          data-testid="wallet-recharge-closed"
        />
      ) : (
        <QueryState query={packages} rows={3}>
          {(list) => (
            <>
              <div role="radiogroup" aria-label="充值套餐" className="mall-wallet__packages">
                {list.map((p) => {
                  const on = chosen?.kind === 'package' && chosen.pkg.id === p.id;
                  return (
                    <button
                      key={p.id}
                      type="button"
                      role="radio"
                      aria-checked={on}
                      className={on ? 'mall-wallet__package mall-wallet__package--on' : 'mall-wallet__package'}
                      onClick={() => setPick({ kind: 'package', pkg: p })}
                      data-testid={`wallet-package-${p.id}`}
                    >
                      <span className="mall-wallet__package-pay">{formatFen(p.payPrice)}</span>
                      {p.bonusPrice > 0 ? <span className="mall-wallet__package-bonus">送 {formatFen(p.bonusPrice)}</span> : <span className="mall-wallet__package-bonus">无赠送</span>}
                    </button>
                  );
                })}
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen?.kind === 'amount'}
                  className={chosen?.kind === 'amount' ? 'mall-wallet__package mall-wallet__package--on' : 'mall-wallet__package'}
                  onClick={() => setPick({ kind: 'amount', fen: chosen?.kind === 'amount' ? chosen.fen : undefined })}
                  data-testid="wallet-package-custom"
                >
                  <span className="mall-wallet__package-pay">自定义</span>
                  <span className="mall-wallet__package-bonus">任意金额</span>
                </button>
              </div>
              {chosen?.kind === 'amount' ? (
                <Space wrap style={{ marginTop: 12 }}>
                  <span>充值金额（元）</span>
                  <InputNumber
                    autoFocus
                    min={WALLET_RECHARGE_MIN_FEN / 100}
                    max={WALLET_RECHARGE_MAX_FEN / 100}
                    precision={2}
                    step={10}
                    placeholder={`${WALLET_RECHARGE_MIN_FEN / 100} – ${WALLET_RECHARGE_MAX_FEN / 100}`}
                    value={chosen.fen === undefined ? null : chosen.fen / 100}
                    onChange={(v) => setPick({ kind: 'amount', fen: v == null ? undefined : yuanToFen(v) })}
                    data-testid="wallet-amount"
                    style={{ width: 160 }}
                  />
                </Space>
              ) : null}
              <div className="mall-wallet__sum" data-testid="wallet-recharge-sum">
                {amounts ? (
                  <>
                    支付 <b>{formatFen(amounts.payPrice)}</b>，到账 <b className="mall-wallet__gain">{formatFen(amounts.totalPrice)}</b>
                  </>
                ) : (
                  <Typography.Text type="secondary">
                    请输入 {WALLET_RECHARGE_MIN_FEN / 100} – {WALLET_RECHARGE_MAX_FEN / 100} 元的充值金额
                  </Typography.Text>
                )}
              </div>
              {demoOnly ? (
                <Alert
                  type="warning"
                  showIcon
                  title="演示环境"
                  description="本站运行在演示支付模式：充值在收银台通过「模拟支付」完成，不会真实扣款，到账金额仅用于体验。"
                  style={{ marginBottom: 12 }}
                  data-testid="wallet-recharge-demo"
                />
              ) : null}
              {open.length > 0 ? (
                <Button
                  type="primary"
                  size="large"
                  disabled={!amountOk || create.isPending}
                  loading={create.isPending}
                  onClick={() => chosen && create.mutate(chosen.kind === 'package' ? { packageId: chosen.pkg.id } : { payPrice: amounts!.payPrice })}
                  data-testid="wallet-recharge-submit"
                >
                  去充值
                </Button>
              ) : null}
            </>
          )}
        </QueryState>
      )}
    </Card>
  );
}

/** 钱包流水: every change of the balance, newest first. */
function Transactions() {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const q = useQuery({ queryKey: walletKeys.transactions(paging), queryFn: () => walletApi.transactions(paging), placeholderData: keepPreviousData });
  return (
    <Card title="钱包流水" data-testid="wallet-transactions">
      <QueryState query={q} rows={5}>
        {(page) =>
          page.list.length === 0 ? (
            <Empty description="暂无流水" />
          ) : (
            <>
              <ul className="mall-wallet__tx-list">
                {page.list.map((t) => (
                  <li key={t.id} className="mall-wallet__tx" data-testid={`wallet-tx-${t.id}`}>
                    <div className="mall-wallet__tx-main">
                      <span className="mall-wallet__tx-title">{t.title}</span>
                      <span className="mall-wallet__tx-meta">
                        <DictTag type="pay_wallet_biz_type" value={t.bizType} /> {formatDate(t.createTime)}
                      </span>
                    </div>
                    <div className="mall-wallet__tx-money">
                      <span className={t.price >= 0 ? 'mall-wallet__tx-in' : 'mall-wallet__tx-out'}>
                        {t.price >= 0 ? '+' : ''}
                        {formatFen(t.price)}
                      </span>
                      <span className="mall-wallet__tx-meta">余额 {formatFen(t.balance)}</span>
                    </div>
                  </li>
                ))}
              </ul>
              {page.total > paging.pageSize ? (
                <Pagination
                  size="small"
                  align="end"
                  current={paging.pageNo}
                  pageSize={paging.pageSize}
                  total={page.total}
                  showSizeChanger={false}
                  onChange={(pageNo) => setPaging((p) => ({ ...p, pageNo }))}
                  style={{ marginTop: 12 }}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
    </Card>
  );
}

/** 我的钱包 (/userWallet, member area): balance, 充值 (package or free amount → cashier) and 钱包流水. */
export default function UserWalletPage() {
  const wallet = useQuery({ queryKey: walletKeys.mine, queryFn: walletApi.mine, staleTime: 0 });
  return (
    <div className="mall-wallet">
      <Card title="我的钱包">
        <QueryState query={wallet} rows={2}>
          {(w) => (
            <div className="mall-wallet__stats">
              <Statistic title="余额" value={formatFen(w.balance)} styles={{ content: { color: "#cf1322" } }} data-testid="wallet-balance" />
              <Statistic title="累计充值" value={formatFen(w.totalRecharge)} />
              <Statistic title="累计消费" value={formatFen(w.totalExpense)} />
            </div>
          )}
        </QueryState>
      </Card>
      <Recharge />
      <Transactions />
    </div>
  );
}
