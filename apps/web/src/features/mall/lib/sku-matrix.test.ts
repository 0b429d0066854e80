import { describe, expect, it } from 'vitest';
import { batchFill, buildSkuMatrix, combinations, fromSkuBodies, pickedFromSkus, skuKey, skuLabel, toSkuBodies, validateSkus, type PickedProperty, type SkuRow } from './sku-matrix';

const color: PickedProperty = { propertyId: 1, propertyName: '时长', values: [{ id: 11, name: '月卡' }, { id: 12, name: '季卡' }] };
const level: PickedProperty = { propertyId: 2, propertyName: '等级', values: [{ id: 21, name: '标准' }, { id: 22, name: '高级' }, { id: 23, name: '至尊' }] };

describe('sku matrix', () => {
  it('builds the cartesian product in the order picked', () => {
    const combos = combinations([color, level]);
    expect(combos).toHaveLength(6);
    expect(combos.map((c) => skuLabel({ properties: c }))).toEqual(['月卡 / 标准', '月卡 / 高级', '月卡 / 至尊', '季卡 / 标准', '季卡 / 高级', '季卡 / 至尊']);
    expect(combinations([color, { ...level, values: [] }])).toHaveLength(2);
    expect(combinations([])).toEqual([]);
  });

  it('keys are independent of property order', () => {
    expect(skuKey([{ propertyId: 2, valueId: 21 }, { propertyId: 1, valueId: 11 }])).toBe(skuKey([{ propertyId: 1, valueId: 11 }, { propertyId: 2, valueId: 21 }]));
  });

  it('keeps edited rows when a value is added or removed', () => {
    let rows = buildSkuMatrix([color], [], { stock: 0 });
    rows = rows.map((r, i) => ({ ...r, id: 100 + i, price: 10 + i, barCode: `B${i}` }));
    const withYear = { ...color, values: [...color.values, { id: 13, name: '年卡' }] };
    const next = buildSkuMatrix([withYear], rows, { stock: 0 });
    expect(next.map((r) => [r.id, r.price, r.barCode])).toEqual([[100, 10, 'B0'], [101, 11, 'B1'], [undefined, undefined, undefined]]);
    expect(next[2].stock).toBe(0);
    const without = buildSkuMatrix([{ ...withYear, values: withYear.values.slice(1) }], next);
    expect(without.map((r) => r.id)).toEqual([101, undefined]);
  });

  it('renamed values refresh the labels but keep the row', () => {
    const rows = buildSkuMatrix([color], []).map((r) => ({ ...r, price: 5 }));
    const renamed = buildSkuMatrix([{ ...color, values: [{ id: 11, name: '30天' }, color.values[1]] }], rows);
    expect(renamed[0].price).toBe(5);
    expect(skuLabel(renamed[0])).toBe('30天');
  });

  it('a new property extends old rows as new SKUs (fields copied, id and bar code not)', () => {
    const rows: SkuRow[] = buildSkuMatrix([color], []).map((r, i) => ({ ...r, id: i + 1, price: 9.9 * (i + 1), stock: 5, barCode: 'X' }));
    const next = buildSkuMatrix([color, level], rows);
    expect(next).toHaveLength(6);
    expect(next.every((r) => r.id === undefined && r.barCode === undefined)).toBe(true);
    expect(next.map((r) => r.price)).toEqual([9.9, 9.9, 9.9, 19.8, 19.8, 19.8]);
    expect(next[0].stock).toBe(5);
  });

  it('batch fill writes only the fields given', () => {
    const rows = buildSkuMatrix([color], []).map((r) => ({ ...r, price: 1, barCode: 'A' }));
    const filled = batchFill(rows, { stock: 7, price: undefined, barCode: '' });
    expect(filled.map((r) => [r.price, r.stock, r.barCode])).toEqual([[1, 7, 'A'], [1, 7, 'A']]);
  });

  it('validates each row with messages naming it', () => {
    const rows: SkuRow[] = [
      { properties: [{ propertyId: 1, valueId: 11, valueName: '月卡' }], price: 19.9, stock: 10 },
      { properties: [{ propertyId: 1, valueId: 12, valueName: '季卡' }], price: undefined, marketPrice: -1, costPrice: 1.234, stock: 1.5 },
    ];
    expect(validateSkus(rows).map((e) => e.message)).toEqual([
      '规格「季卡」：销售价不能为空',
      '规格「季卡」：市场价不能小于 0',
      '规格「季卡」：成本价最多两位小数',
      '规格「季卡」：库存必须是不小于 0 的整数',
    ]);
    expect(validateSkus([{ properties: [], price: 0, stock: 0 }])).toEqual([]);
    expect(validateSkus([{ properties: [], price: 1 }])[0].message).toBe('规格「默认」：库存不能为空');
  });

  it('converts rows (元) to request SKUs (分) and back', () => {
    const rows: SkuRow[] = [{ id: 3, properties: [{ propertyId: 1, propertyName: '时长', valueId: 11, valueName: '月卡' }], price: 19.9, marketPrice: 29.9, costPrice: undefined, stock: 10, picUrl: '', barCode: '' }];
    const body = toSkuBodies(rows);
    expect(body).toEqual([{ id: 3, name: '月卡', properties: rows[0].properties, price: 1990, marketPrice: 2990, costPrice: 0, stock: 10, picUrl: undefined, barCode: undefined, benefitDays: 0 }]);
    const back = fromSkuBodies(body);
    expect(back[0]).toMatchObject({ id: 3, price: 19.9, marketPrice: 29.9, costPrice: 0, stock: 10 });
    expect(pickedFromSkus(body)).toEqual([{ propertyId: 1, propertyName: '时长', values: [{ id: 11, name: '月卡' }] }]);
  });
});
