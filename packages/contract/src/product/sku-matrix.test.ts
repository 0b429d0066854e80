import { describe, expect, it } from 'vitest';
import { buildSkuMatrix, checkSkuShape, skuKey, skuName } from './sku-matrix';

const duration = { propertyId: 1, propertyName: '时长', values: [{ id: 11, name: '月卡' }, { id: 12, name: '季卡' }, { id: 13, name: '年卡' }] };
const edition = { propertyId: 2, propertyName: '版本', values: [{ id: 21, name: '标准版' }, { id: 22, name: '专业版' }] };

describe('buildSkuMatrix', () => {
  it('builds the cartesian product, first property varying slowest', () => {
    const rows = buildSkuMatrix([duration, edition]);
    expect(rows).toHaveLength(6);
    expect(rows.map(skuName)).toEqual(['月卡 / 标准版', '月卡 / 专业版', '季卡 / 标准版', '季卡 / 专业版', '年卡 / 标准版', '年卡 / 专业版']);
    expect(rows[1]).toEqual([
      { propertyId: 1, propertyName: '时长', valueId: 11, valueName: '月卡' },
      { propertyId: 2, propertyName: '版本', valueId: 22, valueName: '专业版' },
    ]);
  });
  it('one property → one row per value; properties without values are skipped; none → no rows', () => {
    expect(buildSkuMatrix([duration]).map(skuKey)).toEqual(['1:11', '1:12', '1:13']);
    expect(buildSkuMatrix([duration, { ...edition, values: [] }])).toHaveLength(3);
    expect(buildSkuMatrix([])).toEqual([]);
  });
});

describe('checkSkuShape', () => {
  const p = (...pairs: [number, number][]) => ({ properties: pairs.map(([propertyId, valueId]) => ({ propertyId, valueId })) });
  it('single-spec: exactly one SKU without properties', () => {
    expect(checkSkuShape(false, [p()])).toBeNull();
    expect(checkSkuShape(false, [p(), p()])).toBe('single-spec');
    expect(checkSkuShape(false, [p([1, 11])])).toBe('single-spec');
  });
  it('multi-spec: same properties everywhere, no duplicate combination', () => {
    expect(checkSkuShape(true, [p([1, 11], [2, 21]), p([1, 12], [2, 21])])).toBeNull();
    expect(checkSkuShape(true, [p()])).toBe('properties-differ');
    expect(checkSkuShape(true, [p([1, 11]), p([1, 12], [2, 21])])).toBe('properties-differ');
    expect(checkSkuShape(true, [p([1, 11], [1, 12])])).toBe('properties-differ');
    expect(checkSkuShape(true, [p([1, 11]), p([1, 11])])).toBe('duplicate');
  });
});
