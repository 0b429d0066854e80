import { lazy, Suspense, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ProductBenefitType, ProductSpuCreateReq, type ProductSpuDetailResp } from '@gprs/contract';
import { zodRule } from '../../../../../shared/crud-kit';
import { getIntDictOptions } from '../../../../../shared/dict';
import { useDictStore } from '../../../../../shared/stores/dict-store';
import { request } from '../../../../../shared/request';
import { useCloseCurrentTab } from '../../../../../shared/tabs/use-close-tab';
import { brandSimpleQuery, categoryListQuery, spuDetailQuery } from '../../../../../features/mall/api/product';
import { PictureInput } from '../../../../../features/mall/components/picture-input';
import { SkuEditor } from '../../../../../features/mall/components/sku-editor';
import { categoryOptions } from '../../../../../features/mall/lib/category-options';
import { fromSkuBodies, pickedFromSkus, toSkuBodies, validateSkus, type PickedProperty, type SkuError, type SkuRow } from '../../../../../features/mall/lib/sku-matrix';
import { RecordNotFound } from '../../../../../features/errors/components/record-not-found';

const RichEditor = lazy(() => import('../../../../../shared/rich-editor/rich-editor'));

const LIST_PATH = '/mall/spu';
/** Required with the contract's message, then the contract's own checks (length …). */
const rules = (name: string, label: string, text = true) => [
  // async-validator treats a rule with any key besides required/message as a string rule: numbers get only required
  text ? { required: true, whitespace: true, message: `${label}不能为空` } : { required: true, message: `${label}不能为空` },
  zodRule(ProductSpuCreateReq, name),
];

interface SpecState {
  picked: PickedProperty[];
  rows: SkuRow[];
}

const SINGLE_ROW: SkuRow = { properties: [], stock: 0, benefitDays: 0 };

/** /spu/add and /spu/edit/:spuId — the SPU form: basic info, spec (single or SKU matrix), rich-text detail, other settings. */
export default function ProductSpuFormPage() {
  const { spuId } = useParams();
  const id = spuId ? Number(spuId) : undefined;
  const detail = useQuery({ ...spuDetailQuery(id ?? 0), enabled: id != null });
  if (id != null && detail.isPending) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (id != null && detail.isError) return <Alert type="error" showIcon title="商品加载失败" description={detail.error.message} />;
  if (id != null && !detail.data) return <RecordNotFound what="商品" id={spuId} backTo="/mall/spu" backText="返回商品列表" />;
  return <SpuForm key={id ?? 'new'} spu={detail.data} />;
}

function SpuForm({ spu }: { spu?: ProductSpuDetailResp }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const closeTab = useCloseCurrentTab();
  const dictMap = useDictStore((s) => s.dictMap);
  const categories = useQuery(categoryListQuery);
  const brands = useQuery(brandSimpleQuery);
  const [spec, setSpec] = useState<SpecState>(() => (spu?.specType ? { picked: pickedFromSkus(spu.skus), rows: fromSkuBodies(spu.skus) } : { picked: [], rows: [] }));
  // the single-spec row survives a switch to 多规格 and back
  const [singleRow, setSingleRow] = useState<SkuRow>(() => (spu && !spu.specType ? fromSkuBodies(spu.skus)[0] : SINGLE_ROW));
  // per-cell errors appear after the first 保存 and follow every edit from then on
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const multiSpec = Form.useWatch('specType', form) ?? spu?.specType ?? false;
  const benefitType = Form.useWatch('benefitType', form) ?? spu?.benefitType ?? ProductBenefitType.VIP;
  const description = Form.useWatch('description', form);

  const skuErrors: SkuError[] = checked ? validateSkus(multiSpec ? spec.rows : [singleRow]) : [];

  const save = async () => {
    let values: Record<string, any>;
    try {
      values = await form.validateFields();
    } catch {
      void message.error('请检查表单中标红的字段');
      return;
    }
    const rows = multiSpec ? spec.rows : [singleRow];
    if (multiSpec && rows.length === 0) {
      void message.error('多规格商品请至少添加一个商品属性并选择属性值');
      return;
    }
    const errs = validateSkus(rows);
    setChecked(true);
    if (errs.length) {
      void message.error(errs[0].message);
      return;
    }
    const body = {
      ...values,
      description: values.description ?? '',
      specType: multiSpec,
      benefitLevel: values.benefitType === ProductBenefitType.VIP ? (values.benefitLevel ?? 1) : 0,
      skus: toSkuBodies(rows).map((s) => (values.benefitType === ProductBenefitType.PHYSICAL ? { ...s, benefitDays: 0 } : s)),
      ...(spu ? { id: spu.id } : {}),
    };
    setSaving(true);
    try {
      if (spu) await request.put('/product/spu/update', body);
      else await request.post<number>('/product/spu/create', body);
      void message.success(spu ? '修改成功' : '新增成功');
      void queryClient.invalidateQueries({ queryKey: ['product', 'spu'] });
      closeTab(LIST_PATH);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const initial = spu
    ? { ...spu }
    : { specType: false, sort: 0, virtualSalesCount: 0, benefitType: ProductBenefitType.VIP, benefitLevel: 1, sliderPicUrls: [], description: '' };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '110px' }} initialValues={initial} name="product-spu-form" scrollToFirstError>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card title="基础信息">
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item label="商品名称" name="name" required rules={rules('name', '商品名称')}>
                <Input placeholder="请输入商品名称" maxLength={128} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="商品分类" name="categoryId" required rules={[{ required: true, message: '商品分类不能为空' }]} tooltip="商品必须选择二级分类">
                <Select placeholder="请选择商品分类" showSearch={{ optionFilterProp: 'label' }} loading={categories.isLoading} options={categoryOptions(categories.data ?? [])} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="商品品牌" name="brandId" required rules={[{ required: true, message: '商品品牌不能为空' }]}>
                <Select placeholder="请选择商品品牌" loading={brands.isLoading} options={(brands.data ?? []).map((b) => ({ label: b.name, value: b.id }))} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="关键字" name="keyword" required rules={rules('keyword', '商品关键字')}>
                <Input placeholder="请输入商品关键字，用于搜索" maxLength={256} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label="商品简介" name="introduction" required rules={rules('introduction', '商品简介')}>
                <Input.TextArea placeholder="请输入商品简介" rows={2} maxLength={256} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="商品封面图" name="picUrl" required rules={[{ required: true, message: '商品封面图不能为空' }]}>
                <PictureInput />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="商品轮播图" name="sliderPicUrls" tooltip="最多 10 张">
                <PictureInput multiple max={10} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="商品类型与规格">
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item label="商品类型" name="benefitType" required tooltip="虚拟服务支付后立即生效；实物商品需要发货">
                <Radio.Group options={getIntDictOptions('product_benefit_type', dictMap).map((o) => ({ label: o.label, value: o.value }))} />
              </Form.Item>
            </Col>
            {benefitType === ProductBenefitType.VIP ? (
              <Col xs={24} lg={12}>
                <Form.Item label="VIP 等级" name="benefitLevel" required rules={[{ required: true, message: 'VIP 等级不能为空' }]}>
                  <InputNumber min={1} max={10} precision={0} />
                </Form.Item>
              </Col>
            ) : null}
            <Col span={24}>
              <Form.Item label="商品规格" name="specType" required>
                <Radio.Group
                  onChange={() => setChecked(false)}
                  options={[
                    { label: '单规格', value: false },
                    { label: '多规格', value: true },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          <SkuEditor
            multiSpec={multiSpec}
            picked={multiSpec ? spec.picked : []}
            rows={multiSpec ? spec.rows : [singleRow]}
            onChange={(next) => (multiSpec ? setSpec(next) : setSingleRow(next.rows[0] ?? SINGLE_ROW))}
            errors={skuErrors}
            showBenefitDays={benefitType !== ProductBenefitType.PHYSICAL}
          />
        </Card>
        <Card title="商品详情">
          <Form.Item name="description" required rules={rules('description', '商品详情')} wrapperCol={{ span: 24 }} style={{ marginBottom: 0 }}>
            <Suspense fallback={<Spin />}>
              <RichEditor value={description ?? spu?.description ?? ''} onChange={(html) => form.setFieldValue('description', html)} />
            </Suspense>
          </Form.Item>
        </Card>
        <Card title="其它设置">
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item label="商品排序" name="sort" required rules={rules('sort', '商品排序', false)}>
                <InputNumber min={0} precision={0} style={{ width: 200 }} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="虚拟销量" name="virtualSalesCount" tooltip="展示用，计入显示的销量">
                <InputNumber min={0} precision={0} style={{ width: 200 }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="spu-save">
              保存
            </Button>
            <Button onClick={() => closeTab(LIST_PATH)}>返回</Button>
          </Space>
        </Card>
      </Space>
    </Form>
  );
}
