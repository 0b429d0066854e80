import { useState } from 'react';
import { Alert, Button, Card, Input, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { propertySimpleQuery, propertyValueSimpleQuery } from '../api/product';
import { batchFill, buildSkuMatrix, skuKey, skuLabel, type PickedProperty, type SkuError, type SkuFields, type SkuRow } from '../lib/sku-matrix';
import { PictureInput } from './picture-input';
import './sku-editor.css';

export interface SkuEditorProps {
  /** true 多规格, false 单规格 */
  multiSpec: boolean;
  picked: PickedProperty[];
  rows: SkuRow[];
  onChange(next: { picked: PickedProperty[]; rows: SkuRow[] }): void;
  /** errors of the last save attempt (validateSkus), shown on the cells and above the table */
  errors: SkuError[];
  /** show the 权益天数 column (virtual services) */
  showBenefitDays: boolean;
}

/** One picked property: its values chosen from the property's value list. */
function PropertyValues({ prop, onValues, onRemove }: { prop: PickedProperty; onValues(values: PickedProperty['values']): void; onRemove(): void }) {
  const values = useQuery(propertyValueSimpleQuery(prop.propertyId));
  const options = (values.data ?? []).map((v) => ({ label: v.name, value: v.id }));
  return (
    <div className="mall-sku-prop" data-testid={`sku-prop-${prop.propertyId}`}>
      <Space style={{ marginBottom: 6 }}>
        <Tag color="blue">{prop.propertyName}</Tag>
        <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={onRemove}>
          删除规格
        </Button>
      </Space>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        placeholder={`请选择${prop.propertyName}的属性值`}
        loading={values.isLoading}
        value={prop.values.map((v) => v.id)}
        options={options}
        optionFilterProp="label"
        notFoundContent={values.isLoading ? '加载中…' : '该属性还没有属性值，请先在「商品属性」中添加'}
        onChange={(ids: number[]) => {
          const names = new Map([...prop.values.map((v) => [v.id, v.name] as const), ...(values.data ?? []).map((v) => [v.id, v.name] as const)]);
          onValues(ids.map((id) => ({ id, name: names.get(id) ?? String(id) })));
        }}
      />
    </div>
  );
}

const yuan = (props: { value?: number | null; onChange(v: number | null): void; status?: 'error'; placeholder?: string; testId?: string }) => (
  <InputNumber
    value={props.value ?? null}
    onChange={(v) => props.onChange(v)}
    min={0}
    precision={2}
    step={1}
    prefix="¥"
    status={props.status}
    placeholder={props.placeholder}
    style={{ width: '100%' }}
    data-testid={props.testId}
  />
);

/**
 * The spec section of the SPU form: single spec (one row) or multiple specs (pick properties and values → the SKU
 * matrix, filled rows kept), batch fill, per-cell errors. Money is typed in 元; the form sends 分.
 */
export function SkuEditor({ multiSpec, picked, rows, onChange, errors, showBenefitDays }: SkuEditorProps) {
  const properties = useQuery({ ...propertySimpleQuery, enabled: multiSpec });
  const [adding, setAdding] = useState<number | undefined>();
  const [batch, setBatch] = useState<SkuFields>({});

  const setPicked = (next: PickedProperty[]) => onChange({ picked: next, rows: buildSkuMatrix(next, rows, { stock: 0, benefitDays: rows[0]?.benefitDays ?? 0 }) });
  const setRow = (index: number, patch: Partial<SkuRow>) => onChange({ picked, rows: rows.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const errorOf = (i: number, field: keyof SkuFields) => errors.find((e) => e.row === i && e.field === field);
  const status = (i: number, field: keyof SkuFields) => (errorOf(i, field) ? ('error' as const) : undefined);

  const columns: TableColumnsType<SkuRow> = [
    ...(multiSpec
      ? picked
          .filter((p) => p.values.length > 0)
          .map((p) => ({
            key: `p${p.propertyId}`,
            title: p.propertyName,
            width: 100,
            render: (_: unknown, r: SkuRow) => r.properties.find((x) => x.propertyId === p.propertyId)?.valueName ?? '',
          }))
      : []),
    { key: 'picUrl', title: '图片', width: 90, render: (_, r, i) => <PictureInput value={r.picUrl ?? ''} onChange={(v) => setRow(i, { picUrl: v })} size={48} /> },
    { key: 'price', title: <span className="mall-required">销售价（元）</span>, width: 140, render: (_, r, i) => yuan({ value: r.price, onChange: (v) => setRow(i, { price: v }), status: status(i, 'price'), testId: `sku-price-${i}` }) },
    { key: 'marketPrice', title: '市场价（元）', width: 140, render: (_, r, i) => yuan({ value: r.marketPrice, onChange: (v) => setRow(i, { marketPrice: v }), status: status(i, 'marketPrice') }) },
    { key: 'costPrice', title: '成本价（元）', width: 140, render: (_, r, i) => yuan({ value: r.costPrice, onChange: (v) => setRow(i, { costPrice: v }), status: status(i, 'costPrice') }) },
    {
      key: 'stock',
      title: <span className="mall-required">库存</span>,
      width: 120,
      render: (_, r, i) => (
        <InputNumber value={r.stock ?? null} min={0} precision={0} status={status(i, 'stock')} onChange={(v) => setRow(i, { stock: v })} style={{ width: '100%' }} data-testid={`sku-stock-${i}`} />
      ),
    },
    ...(showBenefitDays
      ? [
          {
            key: 'benefitDays',
            title: '权益天数',
            width: 110,
            render: (_: unknown, r: SkuRow, i: number) => (
              <InputNumber value={r.benefitDays ?? null} min={0} precision={0} status={status(i, 'benefitDays')} onChange={(v) => setRow(i, { benefitDays: v })} style={{ width: '100%' }} data-testid={`sku-days-${i}`} />
            ),
          },
        ]
      : []),
    { key: 'barCode', title: '条形码', width: 150, render: (_, r, i) => <Input value={r.barCode ?? ''} maxLength={64} status={status(i, 'barCode')} onChange={(e) => setRow(i, { barCode: e.target.value })} /> },
  ];

  const unused = (properties.data ?? []).filter((p) => !picked.some((x) => x.propertyId === p.id));
  return (
    <div className="mall-sku-editor">
      {multiSpec ? (
        <Card size="small" title="商品规格" style={{ marginBottom: 12 }}>
          <Space orientation="vertical" style={{ width: '100%' }} size={12}>
            {picked.map((p) => (
              <PropertyValues
                key={p.propertyId}
                prop={p}
                onValues={(values) => setPicked(picked.map((x) => (x.propertyId === p.propertyId ? { ...x, values } : x)))}
                onRemove={() => setPicked(picked.filter((x) => x.propertyId !== p.propertyId))}
              />
            ))}
            <Space.Compact>
              <Select
                style={{ width: 220 }}
                placeholder="选择商品属性"
                value={adding}
                onChange={setAdding}
                loading={properties.isLoading}
                options={unused.map((p) => ({ label: p.name, value: p.id }))}
                data-testid="sku-add-property"
                notFoundContent="没有可添加的属性，请先在「商品属性」中创建"
              />
              <Button
                icon={<PlusOutlined />}
                disabled={adding == null}
                onClick={() => {
                  const p = properties.data?.find((x) => x.id === adding);
                  if (p) setPicked([...picked, { propertyId: p.id, propertyName: p.name, values: [] }]);
                  setAdding(undefined);
                }}
              >
                添加规格
              </Button>
            </Space.Compact>
          </Space>
        </Card>
      ) : null}
      {multiSpec && rows.length > 1 ? (
        <Card size="small" title="批量设置" style={{ marginBottom: 12 }}>
          <Space wrap>
            {yuan({ value: batch.price, onChange: (v) => setBatch({ ...batch, price: v }), placeholder: '销售价' })}
            {yuan({ value: batch.marketPrice, onChange: (v) => setBatch({ ...batch, marketPrice: v }), placeholder: '市场价' })}
            {yuan({ value: batch.costPrice, onChange: (v) => setBatch({ ...batch, costPrice: v }), placeholder: '成本价' })}
            <InputNumber value={batch.stock ?? null} min={0} precision={0} placeholder="库存" onChange={(v) => setBatch({ ...batch, stock: v })} />
            {showBenefitDays ? <InputNumber value={batch.benefitDays ?? null} min={0} precision={0} placeholder="权益天数" onChange={(v) => setBatch({ ...batch, benefitDays: v })} /> : null}
            <Button type="primary" onClick={() => onChange({ picked, rows: batchFill(rows, batch) })}>
              批量填充
            </Button>
            <Button onClick={() => setBatch({})}>清空</Button>
          </Space>
        </Card>
      ) : null}
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="请修正规格中的错误"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {errors.slice(0, 8).map((e) => (
                <li key={`${e.row}-${e.field}`}>{e.message}</li>
              ))}
              {errors.length > 8 ? <li>……还有 {errors.length - 8} 处</li> : null}
            </ul>
          }
        />
      ) : null}
      {multiSpec && rows.length === 0 ? (
        <Alert type="info" showIcon title="请添加商品属性并选择属性值，将按组合生成 SKU 列表" />
      ) : (
        <Table<SkuRow>
          rowKey={(r) => skuKey(r.properties) || 'single'}
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          bordered
          scroll={{ x: 900 }}
          data-testid="sku-table"
          summary={() => (multiSpec ? <Table.Summary.Row><Table.Summary.Cell index={0} colSpan={columns.length}>共 {rows.length} 个 SKU：{rows.slice(0, 3).map(skuLabel).join('、')}{rows.length > 3 ? ' …' : ''}</Table.Summary.Cell></Table.Summary.Row> : null)}
        />
      )}
    </div>
  );
}
