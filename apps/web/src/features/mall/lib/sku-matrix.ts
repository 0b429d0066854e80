/**
 * The SPU form's SKU matrix: the properties and values a product uses → one row per combination (cartesian product),
 * rows the user already filled in kept when values change, batch fill, and per-row validation. Prices in the rows are
 * 元 (what the form shows); the request body converts them to 分 (toSkuBodies).
 */
import { buildSkuMatrix as buildCombinations, skuKey as contractSkuKey, skuName } from '@gprs/contract';
import { yuanToFen, fenToYuan } from './money';

/** One property value of a SKU (yudao's ProductSkuPropertyVO). */
export interface SkuProperty {
  propertyId: number;
  propertyName?: string;
  valueId: number;
  valueName?: string;
}

/** A property picked for the product with the values picked for it, in the order shown. */
export interface PickedProperty {
  propertyId: number;
  propertyName: string;
  values: { id: number; name: string }[];
}

/** One row of the matrix as the form edits it (money in 元). */
export interface SkuRow {
  /** the stored SKU's id when editing a product */
  id?: number;
  properties: SkuProperty[];
  price?: number | null;
  marketPrice?: number | null;
  costPrice?: number | null;
  stock?: number | null;
  picUrl?: string;
  barCode?: string;
  /** days of the entitlement one unit grants (virtual services: 30 月卡, 90 季卡, 365 年卡) */
  benefitDays?: number | null;
}

/** The editable fields of a row (what batch fill sets). */
export type SkuFields = Pick<SkuRow, 'price' | 'marketPrice' | 'costPrice' | 'stock' | 'picUrl' | 'barCode' | 'benefitDays'>;

const FIELDS: (keyof SkuFields)[] = ['price', 'marketPrice', 'costPrice', 'stock', 'picUrl', 'barCode', 'benefitDays'];

/** A combination's identity, independent of the order its properties come in ('1:11,2:21'). */
export function skuKey(properties: readonly SkuProperty[]): string {
  return contractSkuKey([...properties].sort((a, b) => a.propertyId - b.propertyId));
}

/** Cartesian product of the picked values, in the order picked; properties with no values yet are left out. */
export function combinations(picked: readonly PickedProperty[]): SkuProperty[][] {
  return buildCombinations(picked);
}

function fieldsOf(row: SkuRow): SkuFields {
  const f: SkuFields = {};
  for (const k of FIELDS) if (row[k] !== undefined) (f as Record<string, unknown>)[k] = row[k];
  return f;
}

/**
 * The matrix for the picked values. A combination that existed keeps its row (id and every field, names refreshed). A
 * new combination that extends an old one (a property was added) starts from that row's fields, without its id — it is
 * a new SKU. Anything else starts from `defaults`. The bar code is never copied to another combination.
 */
export function buildSkuMatrix(picked: readonly PickedProperty[], previous: readonly SkuRow[], defaults: SkuFields = {}): SkuRow[] {
  const byKey = new Map(previous.map((r) => [skuKey(r.properties), r]));
  return combinations(picked).map((properties) => {
    const same = byKey.get(skuKey(properties));
    if (same) return { ...same, properties };
    const pairs = new Set(properties.map((p) => `${p.propertyId}:${p.valueId}`));
    const parent = previous.find((r) => r.properties.length > 0 && r.properties.length < properties.length && r.properties.every((p) => pairs.has(`${p.propertyId}:${p.valueId}`)));
    const base = parent ? { ...fieldsOf(parent), barCode: undefined } : { ...defaults };
    return { ...base, properties };
  });
}

/** Batch fill: every non-empty field of `patch` is written to every row. */
export function batchFill(rows: readonly SkuRow[], patch: SkuFields): SkuRow[] {
  const set = FIELDS.filter((k) => patch[k] !== undefined && patch[k] !== null && patch[k] !== '');
  if (set.length === 0) return [...rows];
  return rows.map((r) => {
    const next = { ...r };
    for (const k of set) (next as Record<string, unknown>)[k] = patch[k];
    return next;
  });
}

/** '红色 / 大' for a row; '默认' for the single-spec row. */
export function skuLabel(row: Pick<SkuRow, 'properties'>): string {
  return row.properties.length === 0 ? '默认' : skuName(row.properties.map((p) => ({ valueName: p.valueName ?? String(p.valueId) })));
}

export interface SkuError {
  row: number;
  field: keyof SkuFields;
  message: string;
}

const MAX_PRICE_YUAN = 99_999_999.99;

function checkMoney(v: number | null | undefined, label: string, required: boolean): string | null {
  if (v == null || (v as unknown) === '') return required ? `${label}不能为空` : null;
  if (typeof v !== 'number' || !Number.isFinite(v)) return `${label}必须是数字`;
  if (v < 0) return `${label}不能小于 0`;
  if (v > MAX_PRICE_YUAN) return `${label}不能大于 ${MAX_PRICE_YUAN}`;
  if (yuanToFen(v) === undefined) return `${label}最多两位小数`;
  return null;
}

/**
 * Per-row checks before saving: 销售价 and 库存 required, money ≥ 0 with at most two decimals, stock a whole number
 * ≥ 0, bar code ≤ 64 characters. Messages name the row: '规格「红色 / 大」：销售价不能为空'.
 */
export function validateSkus(rows: readonly SkuRow[]): SkuError[] {
  const errors: SkuError[] = [];
  rows.forEach((r, i) => {
    const where = `规格「${skuLabel(r)}」：`;
    const push = (field: keyof SkuFields, msg: string | null) => {
      if (msg) errors.push({ row: i, field, message: where + msg });
    };
    push('price', checkMoney(r.price, '销售价', true));
    push('marketPrice', checkMoney(r.marketPrice, '市场价', false));
    push('costPrice', checkMoney(r.costPrice, '成本价', false));
    if (r.stock == null) push('stock', '库存不能为空');
    else if (!Number.isInteger(r.stock) || r.stock < 0) push('stock', '库存必须是不小于 0 的整数');
    if (r.barCode && r.barCode.length > 64) push('barCode', '条形码不能超过 64 个字符');
    if (r.benefitDays != null && (!Number.isInteger(r.benefitDays) || r.benefitDays < 0)) push('benefitDays', '权益天数必须是不小于 0 的整数');
  });
  return errors;
}

/** A SKU as the API sends and receives it (money in 分). */
export interface SkuBody {
  id?: number;
  name?: string;
  properties: SkuProperty[];
  price: number;
  marketPrice: number;
  costPrice: number;
  stock: number;
  picUrl?: string | null;
  barCode?: string | null;
  benefitDays?: number;
}

/** Rows (元) → request SKUs (分); call after validateSkus found nothing. Empty optional prices become 0. */
export function toSkuBodies(rows: readonly SkuRow[]): SkuBody[] {
  return rows.map((r) => ({
    ...(r.id != null ? { id: r.id } : {}),
    name: r.properties.length ? skuLabel(r) : undefined,
    properties: r.properties.map(({ propertyId, propertyName, valueId, valueName }) => ({ propertyId, propertyName, valueId, valueName })),
    price: yuanToFen(r.price) ?? 0,
    marketPrice: yuanToFen(r.marketPrice) ?? 0,
    costPrice: yuanToFen(r.costPrice) ?? 0,
    stock: r.stock ?? 0,
    picUrl: r.picUrl || undefined,
    barCode: r.barCode || undefined,
    benefitDays: r.benefitDays ?? 0,
  }));
}

/** Stored SKUs (分) → rows (元) for the form. */
export function fromSkuBodies(skus: readonly Partial<SkuBody>[]): SkuRow[] {
  return skus.map((s) => ({
    id: s.id,
    properties: s.properties ?? [],
    price: fenToYuan(s.price),
    marketPrice: fenToYuan(s.marketPrice),
    costPrice: fenToYuan(s.costPrice),
    stock: s.stock,
    picUrl: s.picUrl ?? '',
    barCode: s.barCode ?? '',
    benefitDays: s.benefitDays ?? 0,
  }));
}

/** The properties and values used by stored SKUs, in order of first use (to show the picker when editing). */
export function pickedFromSkus(skus: readonly { properties?: SkuProperty[] }[]): PickedProperty[] {
  const out: PickedProperty[] = [];
  for (const s of skus) {
    for (const p of s.properties ?? []) {
      let prop = out.find((x) => x.propertyId === p.propertyId);
      if (!prop) {
        prop = { propertyId: p.propertyId, propertyName: p.propertyName ?? String(p.propertyId), values: [] };
        out.push(prop);
      }
      if (!prop.values.some((v) => v.id === p.valueId)) prop.values.push({ id: p.valueId, name: p.valueName ?? String(p.valueId) });
    }
  }
  return out;
}
