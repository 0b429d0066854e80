import { useSearchParams } from 'react-router';
import { Alert } from 'antd';
import { Cashier } from '../components/cashier';
import { memberReturnLabel, safeReturnUrl } from '../lib/order-rules';

/** /cashier?id=&returnUrl= (public layout, sign-in required): the member's cashier after 立即购买 or 去支付. */
export default function CashierPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title="缺少支付订单编号" />;
  const returnUrl = safeReturnUrl(params.get('returnUrl'), '/userOrder');
  return <Cashier key={id} payOrderId={id} returnUrl={returnUrl} returnLabel={memberReturnLabel(returnUrl)} />;
}
