import { useSearchParams } from 'react-router';
import { Alert } from 'antd';
import { Cashier } from '../components/cashier';
import { safeReturnUrl } from '../lib/order-rules';

/** /cashier?id=&returnUrl= (public layout, sign-in required): the member's cashier after 立即购买 or 去支付. */
export default function CashierPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title="缺少支付订单编号" />;
  return <Cashier key={id} payOrderId={id} returnUrl={safeReturnUrl(params.get('returnUrl'), '/userOrder')} returnLabel="查看订单" />;
}
