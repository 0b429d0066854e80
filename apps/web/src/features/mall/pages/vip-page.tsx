import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Image, Input, InputNumber, Modal, Radio, Row, Space, Tag, Typography } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ProductBenefitType, type MemberBenefitResp, type ProductSpuOnSaleResp } from '@gprs/contract';
import { QueryState } from '../../../shared/market/components';
import { DictTag } from '../../../shared/dict';
import { cashierUrl, mallApi, mallKeys } from '../api/member';
import { formatFen } from '../lib/money';
import { defaultSku, lineTotal, maxQuantity, priceFrom, savingText } from '../lib/purchase';
import { expiryAfter, serviceState } from '../lib/benefit-state';
import { formatDate } from '../../../shared/utils/date';
import '../components/mall-public.css';

function ServiceCard({ spu, benefits, focused }: { spu: ProductSpuOnSaleResp; benefits: MemberBenefitResp[] | undefined; focused: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [skuId, setSkuId] = useState<number | undefined>(() => defaultSku(spu.skus)?.id);
  const [count, setCount] = useState(1);
  const sku = spu.skus.find((s) => s.id === skuId);
  const max = maxQuantity(sku);
  const from = priceFrom(spu.skus);
  const [form] = Form.useForm();
  const [askAddress, setAskAddress] = useState(false);
  const physical = spu.benefitType === ProductBenefitType.PHYSICAL;
  const [now] = useState(() => Date.now());
  const state = serviceState(spu.benefitType, benefits, now);
  const days = (sku?.benefitDays ?? 0) * count;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const buy = useMutation({
    mutationFn: (receiver?: { receiverName: string; receiverMobile: string; receiverDetailAddress: string }) => mallApi.createOrder({ items: [{ skuId: sku!.id, count }], ...receiver }),
    onSuccess: (r) => {
      setAskAddress(false);
      void message.success(`订单 ${r.no} 已创建，请在 30 分钟内完成支付`);
      void navigate(cashierUrl(r.payOrderId));
    },
  });
  return (
    <Card
      ref={ref}
      className={focused ? 'mall-service mall-service--focused' : 'mall-service'}
      data-testid={`vip-spu-${spu.id}`}
      data-benefit-type={spu.benefitType}
      cover={spu.picUrl ? <Image src={spu.picUrl} alt={spu.name} preview={false} height={140} style={{ objectFit: 'cover' }} /> : undefined}
    >
      <Space orientation="vertical" size={10} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {spu.name}
          </Typography.Title>
          <DictTag type="product_benefit_type" value={spu.benefitType} />
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
          {spu.introduction}
        </Typography.Paragraph>
        {state.kind === 'held' ? (
          <div className="mall-service__state" data-testid={`vip-state-${spu.id}`}>
            <Tag color="gold" icon={<CrownOutlined />}>
              已开通
            </Tag>
            <span>
              有效期至 <b data-testid={`vip-expire-${spu.id}`}>{formatDate(state.expireTime, 'YYYY-MM-DD HH:mm')}</b>
            </span>
          </div>
        ) : state.kind === 'none' ? (
          <div className="mall-service__state" data-testid={`vip-state-${spu.id}`}>
            <Tag>未开通</Tag>
          </div>
        ) : null}
        <div className="mall-service__price">
          {from ? (
            <>
              {formatFen(sku?.price ?? from.fen)}
              {sku && sku.marketPrice > sku.price ? <del className="mall-service__market">{formatFen(sku.marketPrice)}</del> : null}
            </>
          ) : (
            <Tag>已售罄</Tag>
          )}
        </div>
        {spu.specType ? (
          <Radio.Group value={skuId} onChange={(e) => { setSkuId(e.target.value); setCount(1); }} className="mall-service__skus">
            {spu.skus.map((s) => (
              <Radio.Button key={s.id} value={s.id} disabled={s.stock <= 0} data-testid={`vip-sku-${s.id}`}>
                {s.name || '默认'}
                {s.stock <= 0 ? '（售罄）' : ''}
              </Radio.Button>
            ))}
          </Radio.Group>
        ) : null}
        <Space wrap>
          <span>数量</span>
          <InputNumber min={1} max={Math.max(1, max)} precision={0} value={count} disabled={max === 0} onChange={(v) => setCount(v ?? 1)} data-testid={`vip-count-${spu.id}`} />
          {sku ? <Typography.Text type="secondary">库存 {sku.stock}</Typography.Text> : null}
          {sku?.benefitDays ? <Typography.Text type="secondary">每份 {sku.benefitDays} 天</Typography.Text> : null}
        </Space>
        {state.kind === 'held' && days > 0 ? (
          <Typography.Text type="secondary" data-testid={`vip-renew-to-${spu.id}`}>
            续费后有效期至 {formatDate(expiryAfter(state.expireTime, days, now), 'YYYY-MM-DD HH:mm')}
          </Typography.Text>
        ) : null}
        <div className="mall-service__buy">
          <span>
            合计 <b className="mall-service__total">{formatFen(lineTotal(sku, count))}</b>
            {savingText(sku) ? <Typography.Text type="success" style={{ marginLeft: 8 }}>{savingText(sku)}</Typography.Text> : null}
          </span>
          <Button type="primary" size="large" disabled={!sku || max === 0 || buy.isPending} loading={buy.isPending} onClick={() => (physical ? setAskAddress(true) : buy.mutate(undefined))} data-testid={`vip-buy-${spu.id}`}>
            {state.action}
          </Button>
        </div>
      </Space>
      {askAddress ? (
        <Modal
          title="填写收货信息"
          open
          okText="提交订单"
          confirmLoading={buy.isPending}
          onCancel={() => setAskAddress(false)}
          onOk={async () => {
            const v = await form.validateFields().catch(() => null);
            if (v) buy.mutate(v);
          }}
          destroyOnHidden
        >
          <Form form={form} layout="vertical">
            <Form.Item name="receiverName" label="收货人" rules={[{ required: true, whitespace: true, message: '请填写收货人' }, { max: 32, message: '收货人不能超过 32 个字符' }]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="receiverMobile" label="手机号" rules={[{ required: true, message: '请填写手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' }]}>
              <Input maxLength={11} />
            </Form.Item>
            <Form.Item name="receiverDetailAddress" label="收货地址" rules={[{ required: true, whitespace: true, message: '请填写收货地址' }, { max: 255, message: '收货地址不能超过 255 个字符' }]}>
              <Input.TextArea rows={2} maxLength={255} />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </Card>
  );
}

/** /vip (public layout, sign-in required): the site's paid services — pick a SKU and quantity, 立即购买 → cashier. */
export default function VipPage() {
  const q = useQuery({ queryKey: mallKeys.onSale, queryFn: mallApi.onSale });
  // the member's entitlements as the server holds them (read anew on every visit: a payment just changed them)
  const mine = useQuery({ queryKey: mallKeys.myBenefits, queryFn: mallApi.myBenefits, staleTime: 0 });
  const [params] = useSearchParams();
  const focus = Number(params.get('benefitType') ?? -1);
  return (
    <div className="mall-vip">
      <div className="mall-vip__hero">
        <CrownOutlined className="mall-vip__crown" />
        <div>
          <h1>会员服务</h1>
          <p>开通 VIP 会员、Level-2 行情与付费专栏，获取更快更全的盘面信息。支付成功后立即生效。</p>
        </div>
      </div>
      <QueryState query={q} rows={6} isEmpty={(d) => d.length === 0} emptyText="暂无在售的服务">
        {(list) =>
          list.length === 0 ? (
            <Empty description="暂无在售的服务" />
          ) : (
            <Row gutter={[16, 16]}>
              {list.map((spu) => (
                <Col key={spu.id} xs={24} md={12} xl={8}>
                  <ServiceCard spu={spu} benefits={mine.data} focused={spu.benefitType === focus && list.find((x) => x.benefitType === focus) === spu} />
                </Col>
              ))}
            </Row>
          )
        }
      </QueryState>
    </div>
  );
}
