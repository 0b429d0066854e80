import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio, Table, Typography } from 'antd';
import { PlusCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, PayWalletResp, PayWalletTransactionResp } from '@gprs/contract';
import { CrudPage, type CrudConfig, type CrudContext } from '../../../../shared/crud-kit';
import { DictTag } from '../../../../shared/dict';
import { request } from '../../../../shared/request';
import { TablePagination } from '../../../../shared/table-kit';
import { formatDate } from '../../../../shared/utils/date';
import { formatFen, yuanToFen } from '../../../../features/mall/lib/money';

function Transactions({ wallet, onClose }: { wallet: PayWalletResp; onClose(): void }) {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const page = useQuery({
    queryKey: ['pay', 'wallet', 'tx', wallet.id, paging],
    queryFn: () => request.get<PageResult<PayWalletTransactionResp>>('/pay/wallet/transaction-page', { walletId: wallet.id, ...paging }),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal title={`${wallet.userNickname} 的钱包流水`} open width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<PayWalletTransactionResp>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无流水' }}
        columns={[
          { key: 'no', title: '流水号', dataIndex: 'no', width: 190 },
          { key: 'title', title: '关联业务', dataIndex: 'title' },
          { key: 'biz', title: '业务类型', dataIndex: 'bizType', width: 110, render: (v: number) => <DictTag type="pay_wallet_biz_type" value={v} /> },
          { key: 'price', title: '变动金额', dataIndex: 'price', width: 120, render: (v: number) => <Typography.Text type={v >= 0 ? 'success' : 'danger'}>{v >= 0 ? '+' : ''}{formatFen(v)}</Typography.Text> },
          { key: 'balance', title: '变动后余额', dataIndex: 'balance', width: 120, render: (v: number) => formatFen(v) },
          { key: 't', title: '时间', dataIndex: 'createTime', width: 170, render: (v: number) => formatDate(v) },
        ]}
      />
      <TablePagination total={page.data?.total ?? 0} page={paging.pageNo} limit={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
    </Modal>
  );
}

/** 充值 / 扣减: staff change a member's balance by an amount in 元 (sent as 分). */
function BalanceDialog({ wallet, ctx, onClose }: { wallet: PayWalletResp; ctx: CrudContext<PayWalletResp>; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={`调整余额：${wallet.userNickname}`}
      open
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        const fen = yuanToFen(v.amount)!;
        const delta = v.direction === 'add' ? fen : -fen;
        if (!(await ctx.confirm(`确认${v.direction === 'add' ? '充值' : '扣减'} ${formatFen(fen)}？调整后余额 ${formatFen(wallet.balance + delta)}。`))) return;
        setBusy(true);
        try {
          await request.put('/pay/wallet/update-balance', { userId: wallet.userId, balance: delta, remark: v.remark });
          void message.success('余额已调整');
          ctx.refresh();
          onClose();
        } catch {
          // shown by the request layer
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ flex: '90px' }} initialValues={{ direction: 'add' }}>
        <Form.Item label="当前余额">{formatFen(wallet.balance)}</Form.Item>
        <Form.Item label="操作" name="direction">
          <Radio.Group options={[{ label: '充值', value: 'add' }, { label: '扣减', value: 'sub' }]} />
        </Form.Item>
        <Form.Item
          label="金额"
          name="amount"
          required
          rules={[
            { required: true, message: '金额不能为空' },
            {
              validator: (_, v) => {
                const fen = yuanToFen(v);
                if (fen == null || fen <= 0) return Promise.reject(new Error('金额必须大于 0，最多两位小数'));
                if (form.getFieldValue('direction') === 'sub' && fen > wallet.balance) return Promise.reject(new Error('扣减后钱包余额不能小于 0'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber min={0.01} max={1_000_000} precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input maxLength={255} placeholder="如：客服补偿" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 钱包余额 (menu component pay/wallet/balance/index): members' wallets, their transactions and staff recharge. */
export default function PayWalletBalancePage() {
  const [tx, setTx] = useState<PayWalletResp | null>(null);
  const [adjust, setAdjust] = useState<{ wallet: PayWalletResp; ctx: CrudContext<PayWalletResp> } | null>(null);
  const config: CrudConfig<PayWalletResp> = {
    entity: '钱包',
    queryKey: ['pay', 'wallet'],
    api: { page: '/pay/wallet/page' },
    search: [
      { name: 'userId', label: '用户编号', type: 'number' },
      { name: 'nickname', label: '用户昵称' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '钱包编号', width: 90 },
      { dataIndex: 'userId', title: '用户编号', width: 90 },
      { dataIndex: 'userNickname', title: '用户昵称', ellipsis: true },
      { dataIndex: 'balance', title: '余额', width: 130, render: (v) => formatFen(v) },
      { dataIndex: 'totalRecharge', title: '累计充值', width: 130, render: (v) => formatFen(v) },
      { dataIndex: 'totalExpense', title: '累计支出', width: 130, render: (v) => formatFen(v) },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
    ],
    rowActions: [
      { key: 'tx', label: '流水', icon: <UnorderedListOutlined />, permission: 'pay:wallet:query', onClick: (r) => setTx(r) },
      { key: 'adjust', label: '充值/扣减', icon: <PlusCircleOutlined />, permission: 'pay:wallet:update', onClick: (r, ctx) => setAdjust({ wallet: r, ctx }) },
    ],
    actionWidth: 200,
    scrollX: 1100,
  };
  return (
    <>
      <CrudPage config={config} />
      {tx ? <Transactions wallet={tx} onClose={() => setTx(null)} /> : null}
      {adjust ? <BalanceDialog wallet={adjust.wallet} ctx={adjust.ctx} onClose={() => setAdjust(null)} /> : null}
    </>
  );
}
