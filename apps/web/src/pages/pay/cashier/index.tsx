import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { Cashier } from '../../../features/mall/components/cashier';
import { safeReturnUrl } from '../../../features/mall/lib/order-rules';

/** /pay/cashier?id=&returnUrl= (admin layout, not kept alive — spec 2.3): the console's cashier, e.g. for 接入示例. */
export default function PayCashierPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title="缺少支付订单编号" />;
  const returnUrl = safeReturnUrl(params.get('returnUrl'), '/pay/demo-order');
  return <Cashier key={id} payOrderId={id} returnUrl={returnUrl} returnLabel="返回" />;
}
