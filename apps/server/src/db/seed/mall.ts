import { eq, sql } from 'drizzle-orm';
import { WALLET_PAY_APP_KEY } from '@gprs/contract';
import type { Db } from '../client';
import { systemDictData, systemDictType } from '../../modules/system/dict/dict.schema';
import { systemUsers } from '../../modules/system/user/user.schema';
import { infraJob } from '../../modules/infra/job/job.schema';
import { productBrand, productCategory, productProperty, productPropertyValue, productSku, productSpu } from '../../modules/product/product.schema';
import { payApp, payChannel, payOrder, payWalletRechargePackage } from '../../modules/pay/pay.schema';
import { tradeAfterSale, tradeOrder, tradeOrderLog } from '../../modules/trade/trade.schema';
import { changeWalletBalance } from '../../modules/pay/wallet/wallet.service';
import { submitPayOrder } from '../../modules/pay/order/pay-order.service';
import { Actor, cancelUnpaidOrder, createOrder, MALL_PAY_APP_KEY } from '../../modules/trade/order/order.service';
import { agreeAfterSale, createAfterSale } from '../../modules/trade/after-sale/after-sale.service';
import { PAY_DEMO_APP_KEY } from '../../modules/pay/demo/demo.routes';
import { seedPictureStore } from './files';

type Color = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** Dictionaries of the three centres that the base seed (dicts.ts) does not have; values as yudao's where it has them. */
const MALL_DICTS: { type: string; name: string; items: [string, string, Color][] }[] = [
  { type: 'product_benefit_type', name: '商品权益类型', items: [['0', '实物商品', 'default'], ['1', 'VIP 会员', 'warning'], ['2', 'Level-2 行情', 'primary'], ['3', '付费专栏', 'success']] },
  { type: 'trade_order_cancel_type', name: '订单取消类型', items: [['10', '超时未支付', 'info'], ['20', '退款关闭', 'warning'], ['30', '买家取消', 'default']] },
  { type: 'trade_order_item_after_sale_status', name: '订单项的售后状态', items: [['0', '未售后', 'info'], ['10', '售后中', 'primary'], ['20', '已退款', 'success']] },
  { type: 'trade_after_sale_type', name: '售后类型', items: [['10', '售中退款', 'success'], ['20', '售后退款', 'primary']] },
  { type: 'trade_after_sale_way', name: '售后方式', items: [['10', '仅退款', 'primary'], ['20', '退货退款', 'success']] },
  { type: 'pay_notify_type', name: '支付通知类型', items: [['1', '支付单', 'primary'], ['2', '退款单', 'danger']] },
  { type: 'pay_wallet_biz_type', name: '钱包交易类型', items: [['1', '充值', 'success'], ['3', '支付', 'warning'], ['4', '支付退款', 'primary'], ['5', '更新余额', 'info']] },
];

/** A small square picture (SVG) with a word on it. */
function badgeSvg(text: string, color: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='240'><rect width='240' height='240' rx='28' fill='${color}'/><text x='120' y='138' font-family='Arial,sans-serif' font-size='56' font-weight='700' text-anchor='middle' fill='white'>${text}</text></svg>`;
}

/** The demo pictures: word and colour. */
const BADGES: [string, string][] = [['会员', '#c9a227'], ['周边', '#409eff'], ['VIP', '#c9a227'], ['L2', '#e6553a'], ['专栏', '#67c23a'], ['书', '#409eff'], ['热搜', '#e6553a'], ['出版', '#909399']];

const DAY = 86_400_000;

/**
 * Demo data of 商品中心 / 交易中心 / 支付中心: dictionaries, pay apps (the mall and the demo, notified in-process) with
 * 模拟支付 and 钱包支付, the two scheduler jobs, categories, brands, properties, the site's paid services with SKUs,
 * a member wallet and orders that went through the real flows: paid, unpaid, cancelled and refunded.
 */
export async function seedMall(db: Db): Promise<void> {
  // the pictures are stored files served by URL (decision 0046)
  const store = seedPictureStore(db);
  const pics = new Map<string, string>();
  for (const [text, color] of BADGES) pics.set(`${text}${color}`, await store(`${text}.svg`, badgeSvg(text, color)));
  const badge = (text: string, color: string) => pics.get(`${text}${color}`)!;
  await db.insert(systemDictType).values(MALL_DICTS.map((d) => ({ name: d.name, type: d.type, status: 0, creator: '1', updater: '1' })));
  await db.insert(systemDictData).values([
    ...MALL_DICTS.flatMap((d) => d.items.map(([value, label, colorType], i) => ({ dictType: d.type, value, label, colorType, sort: i + 1, creator: '1', updater: '1' }))),
    // our order type for paid services (yudao has only goods orders)
    { dictType: 'trade_order_type', value: '10', label: '虚拟服务', colorType: 'primary', sort: 10, creator: '1', updater: '1' },
  ]);

  await db.insert(infraJob).values([
    { name: '交易订单的自动过期', handlerName: 'tradeOrderAutoCancelJob', cronExpression: '0 * * * * ?', retryCount: 0, retryInterval: 0 },
    { name: '支付通知', handlerName: 'payNotifyJob', cronExpression: '*/5 * * * * ?', retryCount: 0, retryInterval: 0 },
  ]);

  const apps = await db
    .insert(payApp)
    .values([
      {
        appKey: MALL_PAY_APP_KEY,
        name: '会员商城',
        remark: '本站的会员服务订单（进程内通知）',
        orderNotifyUrl: 'http://127.0.0.1:48080/admin-api/trade/order/update-paid',
        refundNotifyUrl: 'http://127.0.0.1:48080/admin-api/trade/after-sale/update-refunded',
        builtIn: true,
        creator: '1',
        updater: '1',
      },
      {
        appKey: PAY_DEMO_APP_KEY,
        name: '示例应用',
        remark: '接入示例（进程内通知）',
        orderNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-paid',
        refundNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-refunded',
        builtIn: true,
        creator: '1',
        updater: '1',
      },
      {
        appKey: WALLET_PAY_APP_KEY,
        name: '钱包充值',
        remark: '会员钱包充值（进程内通知）',
        orderNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/wallet-recharge/update-paid',
        refundNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/wallet-recharge/update-refunded',
        builtIn: true,
        creator: '1',
        updater: '1',
      },
    ])
    .returning({ id: payApp.id });
  // 钱包充值 gets no channel: the wallet cannot pay its own recharge, and 模拟支付 serves it only when the server runs
  // with DEMO_PAYMENTS=true and staff add it (decision 0041); its packages:
  await db.insert(payWalletRechargePackage).values(
    [
      { name: '充 100 元送 5 元', payPrice: 10_000, bonusPrice: 500 },
      { name: '充 300 元送 20 元', payPrice: 30_000, bonusPrice: 2_000 },
      { name: '充 500 元送 50 元', payPrice: 50_000, bonusPrice: 5_000 },
    ].map((p) => ({ ...p, status: 0, creator: '1', updater: '1' })),
  );
  // 模拟支付 takes no money: only 接入示例 gets it; the mall's members pay with the wallet (decision 0021)
  const [mallApp, demoApp] = apps;
  await db.insert(payChannel).values([
    { appId: mallApp.id, code: 'wallet', status: 0, feeRate: 0, remark: '会员钱包余额支付', config: '{}', creator: '1', updater: '1' },
    { appId: demoApp.id, code: 'mock', status: 0, feeRate: 0, remark: '模拟支付：立即成功（仅用于接入示例）', config: '{}', creator: '1', updater: '1' },
    { appId: demoApp.id, code: 'wallet', status: 0, feeRate: 0, remark: '会员钱包余额支付', config: '{}', creator: '1', updater: '1' },
  ]);

  // ---------------------------------------------------------------- catalogue
  const [svc, goods] = await db
    .insert(productCategory)
    .values([
      { parentId: 0, name: '会员服务', picUrl: badge('会员', '#c9a227'), sort: 1, description: '本站的付费服务', creator: '1', updater: '1' },
      { parentId: 0, name: '周边商品', picUrl: badge('周边', '#409eff'), sort: 2, description: '实物商品，快递发货', creator: '1', updater: '1' },
    ])
    .returning({ id: productCategory.id });
  const [catVip, catL2, catColumn, catBook] = await db
    .insert(productCategory)
    .values([
      { parentId: svc.id, name: 'VIP 会员', picUrl: badge('VIP', '#c9a227'), sort: 1, creator: '1', updater: '1' },
      { parentId: svc.id, name: 'Level-2 行情', picUrl: badge('L2', '#e6553a'), sort: 2, creator: '1', updater: '1' },
      { parentId: svc.id, name: '付费专栏', picUrl: badge('专栏', '#67c23a'), sort: 3, creator: '1', updater: '1' },
      { parentId: goods.id, name: '投资书籍', picUrl: badge('书', '#409eff'), sort: 1, creator: '1', updater: '1' },
    ])
    .returning({ id: productCategory.id });
  const [brandSite, brandPress] = await db
    .insert(productBrand)
    .values([
      { name: '股票热搜', picUrl: badge('热搜', '#e6553a'), sort: 1, description: '本站自营服务', creator: '1', updater: '1' },
      { name: '财经出版社', picUrl: badge('出版', '#909399'), sort: 2, description: '投资类图书', creator: '1', updater: '1' },
    ])
    .returning({ id: productBrand.id });
  const [pDuration, pEdition, pBinding] = await db
    .insert(productProperty)
    .values([
      { name: '时长', remark: '会员服务的有效期', creator: '1', updater: '1' },
      { name: '版本', remark: '服务版本', creator: '1', updater: '1' },
      { name: '装帧', remark: '图书装帧', creator: '1', updater: '1' },
    ])
    .returning({ id: productProperty.id });
  const v = await db
    .insert(productPropertyValue)
    .values([
      { propertyId: pDuration.id, name: '月卡', creator: '1', updater: '1' },
      { propertyId: pDuration.id, name: '季卡', creator: '1', updater: '1' },
      { propertyId: pDuration.id, name: '年卡', creator: '1', updater: '1' },
      { propertyId: pEdition.id, name: '标准版', creator: '1', updater: '1' },
      { propertyId: pEdition.id, name: '专业版', creator: '1', updater: '1' },
      { propertyId: pBinding.id, name: '平装', creator: '1', updater: '1' },
      { propertyId: pBinding.id, name: '精装', creator: '1', updater: '1' },
    ])
    .returning({ id: productPropertyValue.id, name: productPropertyValue.name, propertyId: productPropertyValue.propertyId });
  const prop = (name: string) => {
    const val = v.find((x) => x.name === name)!;
    const propertyName = val.propertyId === pDuration.id ? '时长' : val.propertyId === pEdition.id ? '版本' : '装帧';
    return { propertyId: val.propertyId, propertyName, valueId: val.id, valueName: val.name };
  };

  const spu = async (
    s: { name: string; keyword: string; introduction: string; description: string; categoryId: number; brandId: number; pic: string; sort: number; specType: boolean; benefitType: number; benefitLevel: number },
    skus: { properties: ReturnType<typeof prop>[]; price: number; marketPrice: number; costPrice: number; stock: number; benefitDays: number }[],
  ) => {
    const [row] = await db
      .insert(productSpu)
      .values({
        name: s.name,
        keyword: s.keyword,
        introduction: s.introduction,
        description: s.description,
        categoryId: s.categoryId,
        brandId: s.brandId,
        picUrl: s.pic,
        sliderPicUrls: [s.pic],
        sort: s.sort,
        specType: s.specType,
        benefitType: s.benefitType,
        benefitLevel: s.benefitLevel,
        status: 1,
        price: Math.min(...skus.map((k) => k.price)),
        marketPrice: Math.min(...skus.map((k) => k.marketPrice)),
        costPrice: Math.min(...skus.map((k) => k.costPrice)),
        creator: '1',
        updater: '1',
      })
      .returning({ id: productSpu.id });
    const rows = await db
      .insert(productSku)
      .values(skus.map((k) => ({ spuId: row.id, ...k, barCode: null, picUrl: null, creator: '1', updater: '1' })))
      .returning({ id: productSku.id });
    return { id: row.id, skuIds: rows.map((r) => r.id) };
  };

  const vip = await spu(
    {
      name: 'VIP 会员',
      keyword: 'VIP,会员,月卡,季卡,年卡',
      introduction: '解锁全部热搜榜单、涨停复盘与自选股提醒',
      description: '<h3>VIP 会员权益</h3><ul><li>全部热搜榜单与历史回看</li><li>涨停复盘与连板梯队</li><li>自选股异动提醒</li></ul><p>购买后立即生效，再次购买自动顺延。</p>',
      categoryId: catVip.id,
      brandId: brandSite.id,
      pic: badge('VIP', '#c9a227'),
      sort: 1,
      specType: true,
      benefitType: 1,
      benefitLevel: 1,
    },
    [
      { properties: [prop('月卡')], price: 3000, marketPrice: 4500, costPrice: 0, stock: 9999, benefitDays: 30 },
      { properties: [prop('季卡')], price: 8000, marketPrice: 13500, costPrice: 0, stock: 9999, benefitDays: 90 },
      { properties: [prop('年卡')], price: 26800, marketPrice: 54000, costPrice: 0, stock: 9999, benefitDays: 365 },
    ],
  );
  await spu(
    {
      name: 'Level-2 行情',
      keyword: 'Level-2,十档行情,逐笔成交',
      introduction: '十档买卖盘、逐笔成交与委托队列',
      description: '<h3>Level-2 行情</h3><p>十档买卖盘口、逐笔成交、委托队列，盘中看清主力动向。</p>',
      categoryId: catL2.id,
      brandId: brandSite.id,
      pic: badge('L2', '#e6553a'),
      sort: 2,
      specType: true,
      benefitType: 2,
      benefitLevel: 0,
    },
    [
      { properties: [prop('月卡'), prop('标准版')], price: 5800, marketPrice: 6800, costPrice: 1000, stock: 5000, benefitDays: 30 },
      { properties: [prop('月卡'), prop('专业版')], price: 9800, marketPrice: 12800, costPrice: 2000, stock: 5000, benefitDays: 30 },
      { properties: [prop('年卡'), prop('标准版')], price: 58800, marketPrice: 81600, costPrice: 12000, stock: 5000, benefitDays: 365 },
      { properties: [prop('年卡'), prop('专业版')], price: 98800, marketPrice: 153600, costPrice: 24000, stock: 5000, benefitDays: 365 },
    ],
  );
  await spu(
    {
      name: '涨停复盘付费专栏',
      keyword: '专栏,涨停,复盘',
      introduction: '每个交易日收盘后的涨停复盘与次日展望',
      description: '<h3>付费专栏</h3><p>每个交易日 18:00 前更新：涨停原因、连板梯队、题材轮动与次日关注。</p>',
      categoryId: catColumn.id,
      brandId: brandSite.id,
      pic: badge('专栏', '#67c23a'),
      sort: 3,
      specType: false,
      benefitType: 3,
      benefitLevel: 0,
    },
    [{ properties: [], price: 1990, marketPrice: 2990, costPrice: 0, stock: 2000, benefitDays: 30 }],
  );
  const book = await spu(
    {
      name: '股市进阶之道',
      keyword: '图书,投资,股票',
      introduction: '一本讲清楚 A 股交易规则与复盘方法的书',
      description: '<h3>股市进阶之道</h3><p>从交易规则、涨跌停制度到复盘方法，适合刚入市的投资者。</p>',
      categoryId: catBook.id,
      brandId: brandPress.id,
      pic: badge('书', '#409eff'),
      sort: 4,
      specType: true,
      benefitType: 0,
      benefitLevel: 0,
    },
    [
      { properties: [prop('平装')], price: 5900, marketPrice: 6900, costPrice: 3000, stock: 200, benefitDays: 0 },
      { properties: [prop('精装')], price: 8900, marketPrice: 9900, costPrice: 4500, stock: 8, benefitDays: 0 },
    ],
  );

  // ---------------------------------------------------------------- a member's wallet and orders through the real flows
  const [member] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.username, 'member'));
  if (!member) return;
  await changeWalletBalance(db, { userId: member.id, price: 50_000, bizType: 1, bizId: '1', title: '后台充值：新会员礼金', operator: '1' });

  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const buy = async (skuId: number, when: Date, extra: object = {}) => createOrder(db, member.id, { items: [{ skuId, count: 1 }], remark: null, ...extra }, '127.0.0.1', when);
  const pay = async (payOrderId: number, channel: string, when: Date) => {
    const [p] = await db.select().from(payOrder).where(eq(payOrder.id, payOrderId));
    await submitPayOrder(db, p, channel, when);
  };
  const orderRow = async (id: number) => (await db.select().from(tradeOrder).where(eq(tradeOrder.id, id)))[0];

  // 已完成: VIP 季卡 paid with the wallet 20 days ago (VIP holds for 70 more days)
  const o1 = await buy(vip.skuIds[1], at(20));
  await pay(o1.payOrderId, 'wallet', at(20));
  // 已取消: a 月卡 left unpaid past its deadline
  const o2 = await buy(vip.skuIds[0], at(10));
  await cancelUnpaidOrder(db, await orderRow(o2.id), 10, { userType: Actor.SYSTEM, userId: null }, new Date(at(10).getTime() + 30 * 60_000));
  // 已退款: a 月卡 paid with the wallet and refunded through 售后
  const o3 = await buy(vip.skuIds[0], at(5));
  await pay(o3.payOrderId, 'wallet', at(5));
  const asId = await createAfterSale(db, await orderRow(o3.id), { reason: '重复购买', description: '误点了两次' });
  const [as] = await db.select().from(tradeAfterSale).where(eq(tradeAfterSale.id, asId));
  await agreeAfterSale(db, as, 1, '127.0.0.1', at(4));
  // 待发货: a book paid with the wallet
  const o4 = await buy(book.skuIds[0], at(1), { receiverName: '张三', receiverMobile: '13800138000', receiverDetailAddress: '上海市浦东新区世纪大道 100 号' });
  await pay(o4.payOrderId, 'wallet', at(1));
  // 待支付: an order waiting at the cashier (its deadline is 30 minutes after the seed)
  await buy(vip.skuIds[2], new Date(now));

  // the later timeline rows were written at seed time: space them out after their order's creation
  await db.execute(sql`
    update ${tradeOrderLog} l set create_time = o.create_time + (x.n * interval '3 minutes')
    from ${tradeOrder} o, (select id, row_number() over (partition by order_id order by id) - 1 as n from ${tradeOrderLog}) x
    where o.id = l.order_id and x.id = l.id and x.n > 0`);
}
