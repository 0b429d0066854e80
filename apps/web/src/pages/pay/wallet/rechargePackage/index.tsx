import { InputNumber } from 'antd';
import { PayWalletRechargePackageCreateReq, WALLET_RECHARGE_MAX_FEN, WALLET_RECHARGE_MIN_FEN, type PayWalletRechargePackageAdminResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { fenToYuan, formatFen, yuanToFen } from '../../../../features/mall/lib/money';

/** 元 with two decimals in the form, 分 on the wire (a third decimal is refused, not rounded: yuanToFen). */
const yuanInput = (max: number) => () => <InputNumber min={0} max={max / 100} precision={2} step={10} style={{ width: '100%' }} suffix="元" />;
const fenField = {
  toForm: (v: unknown) => fenToYuan(v as number | null),
  toVo: (v: unknown) => (v == null ? undefined : yuanToFen(v as number)),
};

const config: CrudConfig<PayWalletRechargePackageAdminResp> = {
  entity: '充值套餐',
  queryKey: ['pay', 'wallet-recharge-package'],
  api: {
    page: '/pay/wallet-recharge-package/page',
    get: '/pay/wallet-recharge-package/get',
    create: '/pay/wallet-recharge-package/create',
    update: '/pay/wallet-recharge-package/update',
    delete: '/pay/wallet-recharge-package/delete',
  },
  permissions: { create: 'pay:wallet-recharge-package:create', update: 'pay:wallet-recharge-package:update', delete: 'pay:wallet-recharge-package:delete' },
  search: [
    { name: 'name', label: '套餐名' },
    { name: 'status', label: '状态', type: 'select', dict: 'common_status', width: 140 },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 80 },
    { dataIndex: 'name', title: '套餐名', ellipsis: true },
    { dataIndex: 'payPrice', title: '支付金额', width: 130, render: (v: number) => formatFen(v) },
    { dataIndex: 'bonusPrice', title: '赠送金额', width: 130, render: (v: number) => formatFen(v) },
    { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  form: {
    schema: PayWalletRechargePackageCreateReq,
    width: 520,
    fields: [
      { name: 'name', label: '套餐名', required: true, placeholder: '例如：充 100 元送 5 元' },
      { name: 'payPrice', label: '支付金额', type: 'custom', required: true, zod: false, render: yuanInput(WALLET_RECHARGE_MAX_FEN), tooltip: `会员支付的金额，${WALLET_RECHARGE_MIN_FEN / 100} – ${WALLET_RECHARGE_MAX_FEN / 100} 元`, ...fenField },
      { name: 'bonusPrice', label: '赠送金额', type: 'custom', required: true, zod: false, render: yuanInput(WALLET_RECHARGE_MAX_FEN), tooltip: '支付成功后额外赠送到钱包的金额', initialValue: 0, ...fenField },
      { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
    ],
  },
  actionWidth: 160,
  scrollX: 900,
};

/** 充值套餐 (menu component pay/wallet/rechargePackage/index): what members can pick on 我的钱包 → 充值. */
export default function PayWalletRechargePackagePage() {
  return <CrudPage config={config} />;
}
